// Sends stored leads by e-mail, retrying failures with growing delays; what was not sent before a
// restart is picked up again after it, since the outbox is the leads table itself.
import type { SendLead } from './mailer.ts';
import type { LeadStore } from './types.ts';

export interface OutboxOptions {
  store: LeadStore;
  /** undefined while SMTP is not configured: leads wait, pending. */
  send: SendLead | undefined;
  /** How often to look for due e-mails. */
  intervalMs?: number;
  /** First retry delay; doubles each attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed lead is held for this worker; after a crash, others take it up after this. */
  leaseMs?: number;
  log?: (message: string) => void;
}

export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts));
}

export function startOutbox({ store, send, intervalMs = 5_000, baseDelayMs = 30_000, maxDelayMs = 3_600_000, leaseMs = 120_000, log = () => undefined }: OutboxOptions) {
  let running: Promise<number> | undefined;
  let stopped = false;

  /** Sends what is due now; resolves with the number sent. */
  const drain = async (): Promise<number> => {
    if (!send || stopped) return 0;
    let sent = 0;
    while (!stopped) {
      const now = new Date();
      // Hold claimed leads long enough for a slow SMTP server, so no other instance takes them.
      const batch = await store.claimDueEmails(now, new Date(now.getTime() + leaseMs), 20);
      if (batch.length === 0) return sent;
      // The batch goes out in parallel over the mailer's pooled connections.
      await Promise.all(
        batch.map(async (lead) => {
          try {
            await send(lead);
            await store.markEmailed(lead.ref);
            sent++;
          } catch (error) {
            const next = new Date(Date.now() + retryDelay(lead.emailAttempts, baseDelayMs, maxDelayMs));
            await store.markEmailFailed(lead.ref, String((error as Error).message ?? error), next);
            log(`E-mail for ${lead.ref} failed (${(error as Error).message}); next try ${next.toISOString()}`);
          }
        }),
      );
    }
    return sent;
  };

  const tick = () => {
    running ??= drain()
      .catch((error) => {
        log(`Outbox: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();

  return {
    /** Sends what is due now, e.g. right after a lead is stored. */
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
