// New leads, as they are stored, for the inboxes open at that moment (the console's event
// stream). In one process an emitter is enough; with PostgreSQL several instances may serve the
// site, so a lead stored by one is announced to all through LISTEN/NOTIFY (its reference only:
// each instance reads the lead itself), and each instance tells its own open inboxes.
import { EventEmitter } from 'node:events';
import type { Lead, LeadStore } from './types.ts';

const channel = 'nuqta_new_lead';

export interface LeadFeed {
  /** Tells every open inbox, on every instance, about a lead just stored (spam is not announced). */
  announce(lead: Lead): Promise<void>;
  /** Calls listener with each new lead; returns the function that stops it. */
  subscribe(listener: (lead: Lead) => void): () => void;
  stop(): Promise<void>;
}

export async function leadFeed(store: LeadStore, log: (message: string) => void = console.error): Promise<LeadFeed> {
  const emitter = new EventEmitter();
  // One listener per open inbox: a busy team may have many more than Node's default warning of 10.
  emitter.setMaxListeners(0);
  const emit = (lead: Lead) => lead.status !== 'spam' && emitter.emit('lead', lead);
  const { database } = store;
  const stopListening = database.listen
    ? await database.listen(channel, (ref) =>
        void store.getLead(ref).then(
          (lead) => lead && emit(lead),
          (error: Error) => log(`A new lead (${ref}) could not be read for the open inboxes: ${error.message}`),
        ),
      )
    : undefined;
  return {
    async announce(lead) {
      if (lead.status === 'spam') return;
      if (stopListening) await database.notify(channel, lead.ref);
      else emit(lead);
    },
    subscribe(listener) {
      emitter.on('lead', listener);
      return () => void emitter.off('lead', listener);
    },
    async stop() {
      emitter.removeAllListeners();
      await stopListening?.();
    },
  };
}
