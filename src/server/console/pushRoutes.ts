// A member's devices that are notified of new leads: the server's public key to subscribe with,
// and the browser's subscription to keep or drop. For members who see leads only.
import type { FastifyInstance } from 'fastify';
import { readSubscription, type EndpointRules } from '../push/pushEndpoint.ts';
import type { PushStore } from '../push/pushStore.ts';
import { refuse } from './refusals.ts';

export interface PushRoutesOptions {
  push: PushStore;
  endpointRules: EndpointRules;
}

export async function pushRoutes(app: FastifyInstance, { push, endpointRules }: PushRoutesOptions) {
  app.get('/api/push/key', { config: { access: 'leads' } }, async () => ({ publicKey: (await push.vapidKeys()).publicKey }));

  app.post('/api/push/subscription', { config: { access: 'leads' } }, async (request, reply) => {
    const subscription = readSubscription(request.body, endpointRules);
    if ('refused' in subscription) return refuse(reply, 400, subscription.refused);
    if (!(await push.save({ ...subscription, memberId: request.member!.id })))
      return refuse(reply, 409, 'tooManyDevices');
    return { subscribed: true };
  });

  app.delete<{ Body: { endpoint?: unknown } }>('/api/push/subscription', { config: { access: 'leads' } }, async (request, reply) => {
    const endpoint = request.body?.endpoint;
    if (typeof endpoint !== 'string') return refuse(reply, 400, 'whichDevice');
    return { removed: await push.remove(request.member!.id, endpoint) };
  });
}
