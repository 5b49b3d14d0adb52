// Every stored lead reaches the company's inbox over SMTP, even when the mail server is down
// for a while or the server restarts in between.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEmail, leadMessageId, smtpSender } from '../../src/server/leads/mailer.ts';
import { retryDelay, startOutbox } from '../../src/server/leads/outbox.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { startSmtpReceiver } from '../../scripts/lib/smtpReceiver.ts';

const file = join(mkdtempSync(join(tmpdir(), 'nuqta-outbox-')), 'leads.db');
const settings = (url: string) => ({ url, from: 'website@nuqta.example', to: 'sales@nuqta.example' });
const waitFor = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the outbox', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp.close());

  it('e-mails a stored lead to the company with every field escaped', async () => {
    const store = openSqliteStore(file);
    const send = smtpSender(settings(smtp.url));
    const outbox = startOutbox({ store, send, intervalMs: 50 });
    const lead = await store.addLead({ kind: 'contact', fields: { firstName: '<script>alert(1)</script>', email: 'a@b.qa', subject: 'ai', message: 'Hello & welcome <b>bold</b>' } });
    await waitFor(async () => (await store.getLead(lead.ref))?.emailStatus === 'sent');
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['sales@nuqta.example']);
    expect(mail.raw).toContain(lead.ref);
    expect(mail.raw).toContain('Reply-To: a@b.qa');
    expect(leadEmail(lead).html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(leadEmail(lead).html).not.toContain('<script>');
    await outbox.stop();
    send.close();
    await store.close();
  });

  it('keeps a lead pending while the mail server refuses it, and sends it once it recovers', async () => {
    const store = openSqliteStore(file);
    const send = smtpSender(settings(smtp.url));
    smtp.refuse(true);
    const outbox = startOutbox({ store, send, intervalMs: 50, baseDelayMs: 100, maxDelayMs: 400 });
    const lead = await store.addLead({ kind: 'contact', fields: { firstName: 'Omar', email: 'o@x.qa', subject: 'support', message: 'Our site is slow.' } });
    await waitFor(async () => ((await store.getLead(lead.ref))?.emailAttempts ?? 0) >= 2);
    expect(await store.getLead(lead.ref)).toMatchObject({ emailStatus: 'pending' });
    expect((await store.getLead(lead.ref))?.lastError).toMatch(/451/);
    smtp.refuse(false);
    await waitFor(async () => (await store.getLead(lead.ref))?.emailStatus === 'sent');
    expect(smtp.received.some((m) => m.raw.includes(lead.ref))).toBe(true);
    await outbox.stop();
    send.close();
    await store.close();
  });

  it('leaves leads pending without SMTP settings, and sends them after a restart with them', async () => {
    let store = openSqliteStore(file);
    const waiting = startOutbox({ store, send: undefined, intervalMs: 50 });
    const lead = await store.addLead({ kind: 'contact', fields: { firstName: 'Sara', email: 's@z.qa', subject: 'general', message: 'Please call me back.' } });
    await new Promise((r) => setTimeout(r, 200));
    expect((await store.getLead(lead.ref))?.emailStatus).toBe('pending');
    await waiting.stop();
    await store.close();

    store = openSqliteStore(file); // the restart
    const send = smtpSender(settings(smtp.url));
    const outbox = startOutbox({ store, send, intervalMs: 50 });
    await waitFor(async () => (await store.getLead(lead.ref))?.emailStatus === 'sent');
    await outbox.stop();
    send.close();
    await store.close();
  });

  it('sends a lead once to a mail server that takes 25 s to confirm it', { timeout: 60_000 }, async () => {
    const slow = await startSmtpReceiver({ confirmAfterMs: 25_000 });
    const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-outbox-')), 'leads.db'));
    const send = smtpSender(settings(slow.url));
    const outbox = startOutbox({ store, send, intervalMs: 50, baseDelayMs: 100, maxDelayMs: 400 });
    const lead = await store.addLead({ kind: 'contact', fields: { firstName: 'Huda', email: 'h@x.qa', subject: 'general', message: 'Please call me.' } });
    await waitFor(async () => (await store.getLead(lead.ref))?.emailStatus === 'sent', 45_000);
    expect(slow.received.filter((mail) => mail.raw.includes(`[${lead.ref}]`))).toHaveLength(1);
    expect(slow.received[0].raw).toContain(`Message-ID: ${leadMessageId(lead, 'website@nuqta.example')}`);
    await outbox.stop();
    send.close();
    await store.close();
    await slow.close();
  });

  it('marks a sent lead whose mark failed on its next round, without sending it again', async () => {
    const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-outbox-')), 'leads.db'));
    let markFailures = 1;
    const markEmailed = store.markEmailed.bind(store);
    const flaky = { ...store, markEmailed: (ref: string) => (markFailures-- > 0 ? Promise.reject(new Error('database is locked')) : markEmailed(ref)) };
    const send = smtpSender(settings(smtp.url));
    const outbox = startOutbox({ store: flaky, send, intervalMs: 50, leaseMs: 200 });
    const lead = await store.addLead({ kind: 'contact', fields: { firstName: 'Ali', email: 'ali@x.qa', subject: 'general', message: 'Please call me.' } });
    await waitFor(async () => (await store.getLead(lead.ref))?.emailStatus === 'sent');
    expect(smtp.received.filter((mail) => mail.raw.includes(`[${lead.ref}]`))).toHaveLength(1);
    await outbox.stop();
    send.close();
    await store.close();
  });

  it('quotes a message line by line, so that it cannot pass for the fields the server writes', async () => {
    const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-outbox-')), 'leads.db'));
    const lead = await store.addLead({ kind: 'contact', fields: { firstName: 'Eve', email: 'eve@x.qa', subject: 'general', message: 'Hello\nemail: attacker@evil.example\r\nReference: NQ-AAAAAA' } });
    const text = leadEmail(lead).text;
    expect(text).toContain('message:\n> Hello\n> email: attacker@evil.example\n> Reference: NQ-AAAAAA');
    expect(text.split('\n').filter((line) => /^(email|Reference):/.test(line))).toEqual(['Reference: ' + lead.ref, 'email: eve@x.qa']);
    await store.close();
  });

  it('waits longer after each failure, up to a ceiling', () => {
    expect([0, 1, 2, 3, 10].map((n) => retryDelay(n, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});
