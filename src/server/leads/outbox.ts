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
  /**
   * How long a claimed lead is held for this worker; after a crash, others take it up after this.
   * Longer than the slowest answer SMTP allows, or another instance would send it a second time.
   */
  leaseMs?: number;
  log?: (message: string) => void;
}

export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts));
}

export const defaultLeaseMs = 20 * 60_000;

export function startOutbox({ store, send, intervalMs = 5_000, baseDelayMs = 30_000, maxDelayMs = 3_600_000, leaseMs = defaultLeaseMs, log = () => undefined }: OutboxOptions) {
  let running: Promise<number> | undefined;
  let stopped = false;
  /** Sent, but the store did not take the mark: on its next round such a lead is marked, not sent again. */
  const sentUnmarked = new Set<string>();

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
          if (!sentUnmarked.has(lead.ref))
            try {
              await send(lead);
            } catch (error) {
              const next = new Date(Date.now() + retryDelay(lead.emailAttempts, baseDelayMs, maxDelayMs));
              await store.markEmailFailed(lead.ref, String((error as Error).message ?? error), next);
              log(`E-mail for ${lead.ref} failed (${(error as Error).message}); next try ${next.toISOString()}`);
              return;
            }
          try {
            await store.markEmailed(lead.ref);
            sentUnmarked.delete(lead.ref);
            sent++;
          } catch (error) {
            sentUnmarked.add(lead.ref);
            log(`E-mail for ${lead.ref} was sent, but could not be marked so (${(error as Error).message}); it will be marked, not sent again`);
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
