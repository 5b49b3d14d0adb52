// GET /studio/api/leads/sources?weeks=12: where leads come from (src/server/leads/leadSources.ts).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import { leadSources } from '../leads/leadSources.ts';
import { refuse } from './refusals.ts';

export async function sourcesRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get<{ Querystring: { weeks?: string } }>('/api/leads/sources', { config: { access: 'leads' } }, async (request, reply) => {
    const weeks = request.query.weeks === undefined ? 12 : Number(request.query.weeks);
    if (!Number.isInteger(weeks) || weeks < 1 || weeks > 104) return refuse(reply, 400, 'chooseWeeks');
    return leadSources(database, weeks);
  });
}
