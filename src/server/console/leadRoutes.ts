// The sales inbox's API, for members whose role has the `leads` permission (owner, sales): the
// leads and their search, a lead's details (each view recorded), its status, owner and notes, the
// CSV export and a visitor's erasure (recorded), the subscribers, the members a lead can be given
// to, and a stream of new leads as they arrive. The console plugin checks the session, the role,
// the Origin and JSON of every request, and answers with `cache-control: no-store`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { leadsCsvChunks } from '../leads/exportLeads.ts';
import type { LeadFeed } from '../leads/leadFeed.ts';
import { InboxError, leadInbox, summaryOf, type Actor } from '../leads/leadInbox.ts';
import type { LeadStore } from '../leads/types.ts';
import { leadLanguages, leadStatuses, type LeadDetail, type LeadFilter, type LeadSummary } from '../../../studio/shared/leads.ts';
import type { Member, TeamStore } from '../team/teamStore.ts';
import { can } from '../../../studio/shared/roles.ts';
import { sessionIdOf, type SessionSettings } from './consoleAuth.ts';
import { refuse, refuseThrown } from './refusals.ts';

export interface LeadRoutesOptions {
  store: LeadStore;
  feed: LeadFeed;
  /** How often an open stream sends a comment (so that proxies keep it open) and checks the session again; 25 s by default. */
  heartbeatMs?: number;
}

const leadsOnly = { config: { access: 'leads' as const } };
const kinds = ['contact', 'consultation'] as const;
const day = /^\d{4}-\d{2}-\d{2}$/;
const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const longestNote = 2000;

const actorOf = (request: FastifyRequest): Actor => ({ id: request.member!.id, name: request.member!.name });
const isDay = (value: string) => day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

type FilterQuery = Partial<Record<keyof LeadFilter | 'after', unknown>>;

/** The list's filter from its query, or the refusal saying which part is wrong. */
function filterOf(query: FilterQuery): LeadFilter | InboxError {
  const filter: LeadFilter = {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const status = text(query.status);
  if (status !== undefined) {
    if (!leadStatuses.includes(status as never)) return new InboxError(400, 'statusOneOf', leadStatuses.join(', '));
    filter.status = status as LeadFilter['status'];
  }
  const kind = text(query.kind);
  if (kind !== undefined) {
    if (!kinds.includes(kind as never)) return new InboxError(400, 'kindOneOf');
    filter.kind = kind as LeadFilter['kind'];
  }
  const language = text(query.language);
  if (language !== undefined) {
    if (!leadLanguages.includes(language as never)) return new InboxError(400, 'leadLanguageOneOf');
    filter.language = language as LeadFilter['language'];
  }
  for (const bound of ['from', 'to'] as const) {
    const value = text(query[bound]);
    if (value === undefined) continue;
    if (!isDay(value)) return new InboxError(400, bound === 'from' ? 'firstDayDate' : 'lastDayDate');
    filter[bound] = value;
  }
  const q = text(query.q);
  if (q !== undefined) {
    if (q.length > 200) return new InboxError(400, 'searchTooLong', 200);
    filter.q = q;
  }
  return filter;
}

export async function leadRoutes(app: FastifyInstance, { store, feed, heartbeatMs = 25_000, team, settings }: LeadRoutesOptions & { team: TeamStore; settings: SessionSettings }) {
  const inbox = leadInbox(store.database);
  const noSuchLead = (reply: FastifyReply) => refuse(reply, 404, 'noSuchLead');
  const answer = (reply: FastifyReply, lead: LeadDetail | undefined) => (lead ? { lead } : noSuchLead(reply));

  app.get<{ Querystring: FilterQuery }>('/api/leads', leadsOnly, async (request, reply) => {
    const filter = filterOf(request.query);
    if (filter instanceof InboxError) return refuseThrown(reply, filter);
    const after = request.query.after;
    if (after !== undefined && (typeof after !== 'string' || after.length > 200)) return refuse(reply, 400, 'notAPage');
    try {
      return await inbox.list(filter, { after });
    } catch (error) {
      if (error instanceof InboxError) return refuseThrown(reply, error);
      throw error;
    }
  });

  app.get<{ Querystring: FilterQuery }>('/api/leads/count', leadsOnly, async (request, reply) => {
    const filter = filterOf(request.query);
    if (filter instanceof InboxError) return refuseThrown(reply, filter);
    return { total: await inbox.count(filter) };
  });

  app.get<{ Querystring: FilterQuery }>('/api/leads/export.csv', leadsOnly, async (request, reply) => {
    const filter = filterOf(request.query);
    if (filter instanceof InboxError) return refuseThrown(reply, filter);
    const exported = await inbox.exportLeads(actorOf(request), filter);
    await team.record({ member: request.member, action: 'leads exported', detail: { count: exported.count }, ip: request.ip });
    // Streamed: each batch of leads is read as the download takes the one before.
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(Readable.from(leadsCsvChunks(exported.fieldNames, exported.leads)));
  });

  app.post<{ Body: { email?: unknown } }>('/api/leads/erase', { config: { access: 'leads', fresh: true } }, async (request, reply) => {
    const address = request.body?.email;
    if (typeof address !== 'string' || !email.test(address.trim())) return refuse(reply, 400, 'enterVisitorEmail');
    const erased = await store.forget(address.trim());
    await inbox.recordErasure(actorOf(request), address, erased);
    await team.record({ member: request.member, action: 'visitor erased', detail: { leads: erased.leads, subscription: erased.subscription }, ip: request.ip });
    return erased;
  });

  app.get('/api/subscribers', leadsOnly, async () => ({ subscribers: await store.listSubscribers() }));

  app.get('/api/team/assignable', leadsOnly, async () => ({ members: await inbox.assignable() }));

  app.get('/api/leads/stream', leadsOnly, async (request, reply) => {
    const member = request.member!;
    const session = sessionIdOf(request)!;
    reply.hijack();
    const stream = reply.raw;
    // The headers the console's hooks set (security, no-store), which a hijacked reply does not send itself.
    stream.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
    stream.write(': the leads inbox\n\n');
    // Each lead once, however it comes: from the feed, or from what a reconnecting browser missed.
    const sent = new Set<string>();
    const send = (lead: LeadSummary) => {
      if (sent.has(lead.ref) || stream.writableEnded) return;
      sent.add(lead.ref);
      stream.write(`event: lead\nid: ${lead.ref}\ndata: ${JSON.stringify(lead)}\n\n`);
    };
    // A stream lasts: the session and the role are checked again at each heartbeat, so that a
    // member signed out, removed or moved to a role without the leads stops receiving them.
    const heartbeat = setInterval(() => {
      void team.sessionMember(session, settings.idleMs).then(
        (live) => (live && stillMay(live.member, member) ? !stream.writableEnded && stream.write(': still here\n\n') : end()),
        () => end(),
      );
    }, heartbeatMs);
    // Listening first, so that nothing falls between the missed leads read below and the feed.
    let caughtUp = false;
    const arrivedMeanwhile: LeadSummary[] = [];
    const unsubscribe = feed.subscribe((lead) => (caughtUp ? send(summaryOf(lead, null)) : arrivedMeanwhile.push(summaryOf(lead, null))));
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      if (!stream.writableEnded) stream.end();
    };
    openStreams.add(end);
    stream.on('close', end);
    stream.on('error', end);
    // A browser's EventSource reconnects by itself after a dropped connection, naming the last lead it had.
    const lastSeen = request.headers['last-event-id'];
    try {
      if (typeof lastSeen === 'string' && lastSeen.length <= 20) for (const lead of (await inbox.leadsAfter(lastSeen)) ?? []) send(lead);
    } catch (error) {
      request.log.error(error, 'The leads a reconnecting inbox missed could not be read');
      return end(); // the browser reconnects, and asks again
    }
    caughtUp = true;
    arrivedMeanwhile.forEach(send);
  });
  const stillMay = (now: Member, before: Member) => now.id === before.id && can(now.role, 'leads');
  const openStreams = new Set<() => void>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get<{ Params: { ref: string } }>('/api/leads/:ref', leadsOnly, async (request, reply) => answer(reply, await inbox.open(request.params.ref, actorOf(request))));

  app.patch<{ Params: { ref: string }; Body: { status?: unknown; ownerId?: unknown } }>('/api/leads/:ref', leadsOnly, async (request, reply) => {
    const { status, ownerId } = request.body ?? {};
    if (status !== undefined && !leadStatuses.includes(status as never)) return refuse(reply, 400, 'chooseStatus', leadStatuses.join(', '));
    if (ownerId !== undefined && ownerId !== null && typeof ownerId !== 'string') return refuse(reply, 400, 'chooseMemberOrNobody');
    if (status === undefined && ownerId === undefined) return refuse(reply, 400, 'sayWhatToChange');
    try {
      return answer(reply, await inbox.update(request.params.ref, { status: status as LeadFilter['status'], ownerId: ownerId as string | null | undefined }, actorOf(request)));
    } catch (error) {
      if (error instanceof InboxError) return refuseThrown(reply, error);
      throw error;
    }
  });

  app.post<{ Params: { ref: string }; Body: { text?: unknown } }>('/api/leads/:ref/notes', leadsOnly, async (request, reply) => {
    const text = typeof request.body?.text === 'string' ? request.body.text.trim() : '';
    const length = [...text].length;
    if (length === 0 || length > longestNote) return refuse(reply, 400, 'leadNoteLength', longestNote);
    return answer(reply, await inbox.addNote(request.params.ref, text, actorOf(request)));
  });
}
