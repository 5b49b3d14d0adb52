// One suite for both databases: SQLite always; PostgreSQL when TEST_DATABASE_URL is set
// (npm test makes one). Each PostgreSQL run works in a fresh schema.
import { copyFileSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../src/server/leads/postgresStore.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { migrationFor, migrations } from '../../src/server/leads/sql.ts';
import { FormTokenUsed, type LeadStore } from '../../src/server/leads/types.ts';
import { canMountDisks, mountSmallDisk } from '../support/smallDisk.ts';

interface Backend {
  name: string;
  url?: string;
  open: () => Promise<LeadStore>;
  cleanup?: () => Promise<void>;
}

const sqliteFile = join(mkdtempSync(join(tmpdir(), 'nuqta-store-')), 'leads.db');
const backends: Backend[] = [{ name: 'SQLite', open: async () => openSqliteStore(sqliteFile) }];

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const schema = `test_${process.pid}_${Date.now()}`;
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  backends.push({
    name: 'PostgreSQL',
    url: url.toString(),
    open: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await client.end();
      return openPostgresStore(url.toString());
    },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  });
} else {
  describe.skip('PostgreSQL (set TEST_DATABASE_URL to run)', () => it('is not configured here', () => undefined));
}

const contact = { firstName: 'Aisha', email: 'aisha@pearl.qa', subject: 'website', message: 'We need a website.' };

for (const backend of backends)
  describe(`the lead store on ${backend.name}`, () => {
    let store: LeadStore;
    beforeAll(async () => {
      store = await backend.open();
    });
    afterAll(async () => {
      await store.close();
      await backend.cleanup?.();
    });

    it('keeps a lead with its fields and a unique short reference', async () => {
      const leads = await Promise.all(Array.from({ length: 50 }, () => store.addLead({ kind: 'contact', fields: contact })));
      expect(new Set(leads.map((l) => l.ref)).size).toBe(50);
      if (backend.name === 'SQLite') for (const file of [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`]) expect(statSync(file).mode & 0o777, file).toBe(0o600);
      const again = await store.getLead(leads[0].ref);
      expect(again).toMatchObject({ kind: 'contact', fields: contact, status: 'new', emailStatus: 'pending', emailAttempts: 0 });
    });

    it('keeps the leads after the store is closed and opened again (migrations run once)', async () => {
      const lead = await store.addLead({ kind: 'consultation', fields: { consultName: 'Omar', consultEmail: 'o@x.qa', projectType: 'crm', projectDetails: 'A CRM please.' } });
      const count = await store.countLeads();
      await store.close();
      store = await backend.open();
      expect(await store.countLeads()).toBe(count);
      expect((await store.getLead(lead.ref))?.fields.projectType).toBe('crm');
    });

    it('subscribes an address once whatever its case', async () => {
      expect(await store.subscribe('Reader@Example.qa')).toEqual({ created: true });
      expect(await store.subscribe('reader@example.QA')).toEqual({ created: false });
      expect((await store.listSubscribers()).map((s) => s.email)).toEqual(['Reader@Example.qa']);
    });

    it('hands each due e-mail to one worker at a time, and retries failures when due', async () => {
      const now = new Date();
      const first = await store.claimDueEmails(now, new Date(now.getTime() + 60_000), 1000);
      expect(first.length).toBeGreaterThan(0);
      // Claimed leads are held: a second worker gets none of them.
      expect(await store.claimDueEmails(now, new Date(now.getTime() + 60_000), 1000)).toEqual([]);
      const [sent, failed] = first;
      await store.markEmailed(sent.ref);
      await store.markEmailFailed(failed.ref, 'SMTP down', new Date(now.getTime() + 30_000));
      expect(await store.getLead(sent.ref)).toMatchObject({ emailStatus: 'sent', emailAttempts: 1 });
      expect(await store.getLead(failed.ref)).toMatchObject({ emailStatus: 'pending', emailAttempts: 1, lastError: 'SMTP down' });
      const later = new Date(now.getTime() + 61_000);
      const retried = await store.claimDueEmails(later, new Date(later.getTime() + 60_000), 1000);
      expect(retried.map((l) => l.ref)).toContain(failed.ref);
      expect(retried.map((l) => l.ref)).not.toContain(sent.ref);
    });

    it('never e-mails spam', async () => {
      const spam = await store.addLead({ kind: 'contact', fields: contact, spam: true });
      const far = new Date(Date.now() + 86_400_000);
      expect((await store.claimDueEmails(far, far, 1000)).map((l) => l.ref)).not.toContain(spam.ref);
      expect((await store.listLeads({ status: 'spam' })).map((l) => l.ref)).toEqual([spam.ref]);
    });

    it('marks a lead contacted once (the CLI\'s handle), and filters the list', async () => {
      const lead = await store.addLead({ kind: 'contact', fields: contact });
      expect(await store.markHandled(lead.ref)).toBe(true);
      expect(await store.markHandled(lead.ref)).toBe(false);
      expect((await store.listLeads({ status: 'contacted' })).map((l) => l.ref)).toEqual([lead.ref]);
      expect((await store.listLeads({ kind: 'consultation' })).every((l) => l.kind === 'consultation')).toBe(true);
    });

    it('forgets everything sent from one address, whatever its case, and nothing else', async () => {
      const mine = [
        await store.addLead({ kind: 'contact', fields: { ...contact, email: 'Forget.Me@Pearl.qa' } }),
        await store.addLead({ kind: 'consultation', fields: { consultName: 'Forget Me', consultEmail: 'forget.me@pearl.qa', projectType: 'ai', projectDetails: 'A WhatsApp assistant.' } }),
      ];
      const other = await store.addLead({ kind: 'contact', fields: { ...contact, email: 'keep.me@pearl.qa' } });
      await store.subscribe('FORGET.ME@pearl.qa');
      await store.subscribe('keep.me@pearl.qa');
      const forgotten = await store.forget(' forget.me@PEARL.qa ');
      expect(forgotten.leads.sort()).toEqual(mine.map((l) => l.ref).sort());
      expect(forgotten.subscription).toBe(true);
      for (const lead of mine) expect(await store.getLead(lead.ref)).toBeUndefined();
      expect(await store.getLead(other.ref)).toBeDefined();
      expect((await store.listSubscribers()).map((s) => s.email.toLowerCase())).toContain('keep.me@pearl.qa');
      expect((await store.listSubscribers()).map((s) => s.email.toLowerCase())).not.toContain('forget.me@pearl.qa');
      expect(await store.forget('forget.me@pearl.qa')).toEqual({ leads: [], subscription: false });
    });

    it('lets a form token bring one submission, and says what it brought', async () => {
      const token = { id: `token-${Math.random()}`, expiresAt: new Date(Date.now() + 60_000) };
      const lead = await store.addLead({ kind: 'contact', fields: contact, token });
      const count = await store.countLeads();
      await expect(store.addLead({ kind: 'contact', fields: contact, token })).rejects.toMatchObject({ usedBy: lead.ref });
      await expect(store.subscribe('someone@pearl.qa', token)).rejects.toBeInstanceOf(FormTokenUsed);
      expect(await store.countLeads()).toBe(count);
      expect((await store.listSubscribers()).map((s) => s.email)).not.toContain('someone@pearl.qa');
      // Two uses at once: one wins.
      const raced = { id: `token-${Math.random()}`, expiresAt: new Date(Date.now() + 60_000) };
      const results = await Promise.allSettled([1, 2, 3].map(() => store.addLead({ kind: 'contact', fields: contact, token: raced })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await store.countLeads()).toBe(count + 1);
    });

    it('forgets used tokens once they have expired', async () => {
      const token = { id: `token-${Math.random()}`, expiresAt: new Date(Date.now() + 1_000) };
      await store.subscribe('expiring@pearl.qa', token);
      await store.purgeExpired(new Date(Date.now() + 2_000));
      // The record is gone: the token (refused as expired by then anyway) could be recorded again.
      await expect(store.subscribe('expiring@pearl.qa', token)).resolves.toEqual({ created: false });
    });
  });

describe.skipIf(!postgresUrl)('the rate-limit windows shared through PostgreSQL', () => {
  let first: LeadStore;
  let second: LeadStore;
  beforeAll(async () => {
    first = await backends[1].open();
    second = await backends[1].open();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('count every instance’s hits in one window, and start a new window after it', async () => {
    const key = `visitor-${Math.random()}`;
    const hits = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).countHit!(key, 500)));
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Math.max(...hits.map((hit) => hit.msLeft))).toBeLessThanOrEqual(500);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await first.countHit!(key, 500)).hits).toBe(1);
  });
});

describe.skipIf(!postgresUrl)('PostgreSQL refusing writes', () => {
  it('rejects the lead and the subscription instead of acknowledging them', async () => {
    const writable = await backends[1].open();
    const count = await writable.countLeads();
    const url = new URL(postgresUrl!);
    const schemaOption = new URL(backends[1].url!).searchParams.get('options');
    url.searchParams.set('options', `${schemaOption} -c default_transaction_read_only=on`);
    const readOnly = await openPostgresStore(url.toString());
    await expect(readOnly.addLead({ kind: 'contact', fields: contact, token: { id: 'read-only', expiresAt: new Date(Date.now() + 60_000) } })).rejects.toThrow(/read-only/);
    await expect(readOnly.subscribe('read.only@pearl.qa')).rejects.toThrow(/read-only/);
    expect(await writable.countLeads()).toBe(count);
    await readOnly.close();
    await writable.close();
  });
});

// A real full disk, as on a server whose volume filled up: a 320 KB tmpfs (mounting needs root,
// as in CI; the empty database with every table and its shared memory take about 260 KB). SQLite fails the commit, after the row was written: nothing may be acknowledged that
// is not in the file.
describe.skipIf(!canMountDisks)('the SQLite store on a disk that fills up', () => {
  let disk: ReturnType<typeof mountSmallDisk>;
  beforeAll(() => void (disk = mountSmallDisk('320k')));
  afterAll(() => disk.unmount());

  it('acknowledges only what it committed, and the outbox sees nothing else', async () => {
    // Made on a roomy disk (its tables and indexes), then moved to the small one, which it nearly fills.
    const made = join(mkdtempSync(join(tmpdir(), 'nuqta-store-')), 'leads.db');
    await openSqliteStore(made).close();
    const file = join(disk.dir, 'leads.db');
    copyFileSync(made, file);
    let store = openSqliteStore(file);
    const acknowledged: string[] = [];
    let refused = 0;
    for (let i = 0; i < 80; i++)
      await store.addLead({ kind: 'contact', fields: { ...contact, message: `Enquiry ${i}: ${'We need a website. '.repeat(100)}` } }).then(
        (lead) => acknowledged.push(lead.ref),
        () => refused++,
      );
    // A subscription is a few bytes: it may still fit where the log has room, else it is refused.
    const subscribed = await store.subscribe('full@pearl.qa').then(
      () => true,
      (error: Error) => (expect(error.message).toMatch(/full/), false),
    );
    expect(refused).toBeGreaterThan(0);
    const due = await store.claimDueEmails(new Date(), new Date(Date.now() + 60_000), 1000).catch(() => []);
    expect(due.every((lead) => acknowledged.includes(lead.ref))).toBe(true);
    await store.close();

    store = openSqliteStore(file);
    expect((await store.listLeads()).map((lead) => lead.ref).sort()).toEqual([...acknowledged].sort());
    expect((await store.listSubscribers()).map((subscriber) => subscriber.email)).toEqual(subscribed ? ['full@pearl.qa'] : []);
    await store.close();
  });
});

it('moves a database from before the inbox on: a handled lead becomes contacted, with no page, language or owner', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'nuqta-migrate-')), 'leads.db');
  const old = new DatabaseSync(file);
  old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  migrations.slice(0, 6).forEach((migration, index) => {
    old.exec(migrationFor(migration, 'sqlite'));
    old.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(index + 1, new Date().toISOString());
  });
  old.prepare(`INSERT INTO leads (ref, kind, fields, created_at, status, handled_at, email_status) VALUES ('NQ-OLD234', 'contact', '{"firstName":"Aisha"}', '2026-01-01T00:00:00.000Z', 'handled', '2026-01-02T00:00:00.000Z', 'sent')`).run();
  old.close();
  const store = openSqliteStore(file);
  expect(await store.getLead('NQ-OLD234')).toMatchObject({ status: 'contacted', handledAt: '2026-01-02T00:00:00.000Z', page: null, language: null, ownerId: null });
  await store.close();
});
