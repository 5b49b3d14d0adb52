// The owner's command line: list, show, mark contacted, export (CSV cells neutralised), subscribers.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { csvCell } from '../../src/server/leads/exportLeads.ts';
import { leadInbox } from '../../src/server/leads/leadInbox.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';

const dir = mkdtempSync(join(tmpdir(), 'nuqta-cli-'));
const dataFile = join(dir, 'leads.db');
// The Node that runs the tests (the project's), started directly: npx would add seconds per call.
const leads = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/leads.ts', ...args], { cwd: projectRoot, env: { ...process.env, DATA_FILE: dataFile }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let refs: string[] = [];
beforeAll(async () => {
  const store = openSqliteStore(dataFile);
  refs = [
    (await store.addLead({ kind: 'contact', fields: { firstName: 'Aisha', lastName: 'Al-Kuwari', email: 'aisha@pearl.qa', subject: 'website', message: '=HYPERLINK("http://evil.example")' } })).ref,
    (await store.addLead({ kind: 'consultation', fields: { consultName: '+Omar', consultEmail: 'omar@autocare.qa', projectType: 'crm', projectDetails: 'A CRM, with "quotes", and commas.' } })).ref,
  ];
  await store.subscribe('reader@example.qa');
  await store.close();
}, 60_000);

describe('npm run leads', () => {
  it('lists the leads', () => {
    const out = leads('list');
    for (const ref of refs) expect(out).toContain(ref);
    expect(out).toContain('Aisha Al-Kuwari <aisha@pearl.qa>');
  });

  it('shows one lead with all its fields', () => {
    const out = leads('show', refs[1]);
    expect(out).toContain('projectDetails: A CRM, with "quotes", and commas.');
  });

  it('marks a lead contacted (the inbox’s status), once', () => {
    expect(leads('handle', refs[0])).toContain(`${refs[0]} marked as contacted.`);
    expect(leads('handle', refs[0])).toContain('already contacted');
    expect(leads('list', '--status', 'contacted')).toContain(refs[0]);
    // The word before the inbox still works.
    expect(leads('list', '--status', 'handled')).toContain(refs[0]);
    expect(leads('list', '--status', 'new')).not.toContain(refs[0]);
  });

  it('records its changes, exports and erasures where the inbox records its own', async () => {
    leads('export', '--format', 'json');
    const store = openSqliteStore(dataFile);
    const events = await leadInbox(store.database).events();
    await store.close();
    expect(events).toContainEqual(expect.objectContaining({ ref: refs[0], action: 'status', member: null, detail: { from: 'new', to: 'contacted' } }));
    expect(events).toContainEqual(expect.objectContaining({ ref: null, action: 'export', member: null }));
  });

  it('exports CSV with formula cells neutralised, and JSON', () => {
    const file = join(dir, 'leads.csv');
    leads('export', '--format', 'csv', '--out', file);
    const csv = readFileSync(file, 'utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'+Omar"`);
    expect(csv).toContain('"A CRM, with ""quotes"", and commas."');
    const json = JSON.parse(leads('export', '--format', 'json'));
    expect(json.map((l: { ref: string }) => l.ref).sort()).toEqual([...refs].sort());
  });

  it('streams an export far larger than its memory: years of long messages, written a batch at a time', async () => {
    const bigFile = join(dir, 'many.db');
    const store = openSqliteStore(bigFile);
    // 1,500 leads of 50 KB each: 75 MB of text, more than the export's Node may hold.
    const message = 'We need a bilingual website with online booking for our clinic. '.repeat(780);
    for (let index = 0; index < 1500; index++) await store.addLead({ kind: 'contact', fields: { firstName: `Visitor${index}`, email: `visitor${index}@company.qa`, message } });
    await store.close();
    const file = join(dir, 'many.csv');
    const out = execFileSync(process.execPath, ['--max-old-space-size=48', 'scripts/leads.ts', 'export', '--out', file], { cwd: projectRoot, env: { ...process.env, DATA_FILE: bigFile }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(out).toContain(`Wrote 1500 leads to ${file}`);
    const csv = readFileSync(file, 'utf8');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1501);
    expect(csv).toContain('"visitor1499@company.qa"');
  }, 120_000);

  it('lists the newsletter subscribers', () => {
    expect(leads('subscribers')).toContain('reader@example.qa');
  });

  it('forgets an address on request: its leads and its subscription', () => {
    expect(leads('forget', 'Reader@Example.qa')).toContain('Deleted for Reader@Example.qa: no lead and the newsletter subscription.');
    expect(leads('subscribers')).not.toContain('reader@example.qa');
    expect(leads('forget', 'omar@autocare.qa')).toContain(`leads ${refs[1]}`);
    expect(leads('list')).not.toContain(refs[1]);
  });

  it('forgets several addresses at once, one starting with a hyphen too', async () => {
    const store = openSqliteStore(dataFile);
    await store.subscribe('-1@example.com');
    await store.subscribe('second@example.com');
    await store.close();
    const out = leads('forget', '-1@example.com', 'second@example.com');
    expect(out).toContain('Deleted for -1@example.com: no lead and the newsletter subscription.');
    expect(out).toContain('Deleted for second@example.com: no lead and the newsletter subscription.');
    expect(leads('subscribers')).not.toMatch(/-1@example\.com|second@example\.com/);
  });

  it('explains a wrong command instead of failing silently or with a stack trace', () => {
    const failure = (...args: string[]) => {
      try {
        leads(...args);
      } catch (error) {
        return String((error as { stderr: string }).stderr);
      }
      throw new Error(`${args.join(' ')} did not fail`);
    };
    expect(failure('export', '--format', 'xml')).toMatch(/--format must be csv or json/);
    expect(failure('show', 'NQ-NOPE00')).toMatch(/No lead NQ-NOPE00/);
    for (const [args, message] of [
      [['show', 'NQ-AAAAAA', 'NQ-BBBBBB'], /"show" takes one, not "NQ-AAAAAA NQ-BBBBBB"/],
      [['forget'], /"forget" takes one or more, not none/],
      [['forget', 'not-an-address'], /Not an e-mail address: not-an-address/],
      [['list', '-x'], /Unknown option '-x'/],
    ] as const) {
      const stderr = failure(...args);
      expect(stderr).toMatch(message);
      expect(stderr).toContain('Usage: npm run leads');
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  });
});

it('neutralises every cell a spreadsheet would run as a formula, and quotes every cell', () => {
  for (const danger of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '  =1+1', '\u00A0@SUM(A1)', '＝1+1', '\n=1+1']) expect(csvCell(danger), danger).toMatch(/^"'/);
  expect(csvCell('plain')).toBe('"plain"');
  // In a spreadsheet that separates cells with ";" (or tabs), a cell holding one stays one cell.
  expect(csvCell('Aisha;=HYPERLINK("http://evil.example")')).toBe('"Aisha;=HYPERLINK(""http://evil.example"")"');
  expect(csvCell('a\t=1+1')).toBe('"a\t=1+1"');
});
