// `npm run bench:inbox [-- --leads 100000] [--runs 30]`: the sales inbox with years of leads.
// Generates --leads leads (English and Arabic names, companies and messages, every status, both
// forms, received over five years) into a temporary SQLite file and into PostgreSQL (a scratch
// schema on BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards; skipped without either),
// then times the console's API through the Fastify app (inject, a sales member's session: the
// session check, the query, the JSON), --runs times each after a warm-up: the list's first page,
// the count (asked for after it), filtered pages, searches (an English word, an Arabic word, a prefix, an e-mail), a page 50,000
// leads deep by its cursor, and a lead's page. Then the CSV export of every lead over loopback,
// read as a browser would, with the process's memory sampled meanwhile. Prints the p50 and p95 of
// each, and writes bench/results/inbox-<time>.md and .json. --no-postgres: SQLite alone; --keep
// keeps the SQLite file and the PostgreSQL schema (both printed) to look at their query plans.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pageCursor } from '../src/server/leads/leadInbox.ts';
import { openPostgresStore } from '../src/server/leads/postgresStore.ts';
import { newRef } from '../src/server/leads/sql.ts';
import { openSqliteStore } from '../src/server/leads/sqliteStore.ts';
import type { LeadStore } from '../src/server/leads/types.ts';
import { consoleServer } from '../tests/support/consoleServer.ts';
import { throwawaySchema } from '../tests/support/storeBackends.ts';
import { percentile } from './lib/loadHarness.ts';

const { values: flags } = parseArgs({ options: { leads: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' }, postgres: { type: 'boolean', default: true }, keep: { type: 'boolean', default: false } }, allowNegative: true });
const leadCount = Number(flags.leads);
const runs = Number(flags.runs);
const targetMs = 200;

// The same leads on both databases: a seeded generator (mulberry32).
let seed = 43;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];

const english = {
  first: ['John', 'Sarah', 'David', 'Emma', 'James', 'Olivia', 'Michael', 'Sophie', 'Daniel', 'Grace', 'Peter', 'Hannah', 'Mark', 'Laura', 'Ravi', 'Priya', 'Arjun', 'Maria', 'Jose', 'Anna'],
  last: ['Smith', 'Brown', 'Taylor', 'Wilson', 'Evans', 'Walker', 'Wright', 'Hughes', 'Patel', 'Nair', 'Menon', 'Fernandes', 'Santos', 'Cooper', 'Baker', 'Reid'],
  companies: ['West Bay Dental', 'Pearl Salon', 'Doha Print', 'Gulf Logistics', 'Lusail Motors', 'Corniche Cafe', 'Al Sadd Family Clinic', 'Qatar Fresh Foods', 'Msheireb Studio', 'Blue Dune Travel', 'Falcon Security', 'Oryx Trading'],
  messages: [
    'We need a bilingual website for our clinic, with online booking.',
    'Our booking page stopped sending confirmations yesterday.',
    'Can you build an online shop with delivery across Doha?',
    'We want to move our servers to the cloud before the summer.',
    'Please send a price for a CRM for our sales team of twelve.',
    'A WhatsApp assistant that answers our customers in Arabic and English.',
    'Our website is slow on phones: can you look at it this week?',
    'We are opening a second branch and need the website updated.',
    'An ERP to follow stock across our three warehouses.',
    'Please call me about a mobile app for our restaurants.',
  ],
};
const arabic = {
  first: ['محمد', 'أحمد', 'فاطمة', 'مريم', 'خالد', 'نورة', 'عبدالله', 'هند', 'يوسف', 'عائشة', 'علي', 'سارة', 'حمد', 'لولوة', 'جاسم', 'موزة'],
  last: ['الكواري', 'آل ثاني', 'المهندي', 'الكبيسي', 'السليطي', 'النعيمي', 'المري', 'الهاجري', 'العطية', 'الخليفي', 'البوعينين', 'المناعي'],
  companies: ['مخبز الوكرة', 'لوسيل موتورز', 'مطعم السوق', 'عيادة الريان', 'مكتبة الدوحة', 'شركة الخليج للتجارة', 'صالون اللؤلؤة', 'مؤسسة الشمال للمقاولات', 'مركز الغرافة الطبي', 'متجر البدع'],
  messages: [
    'نحتاج موقعاً بلغتين لمخبزنا في الوكرة مع طلبات عبر الإنترنت.',
    'نريد مساعداً ذكياً على واتساب يرد على العملاء.',
    'نظام لإدارة عملاء صالة العرض مع متابعة عبر واتساب.',
    'صفحة الحجز في موقعنا لا ترسل التأكيدات منذ أمس.',
    'نرغب في نقل أنظمتنا إلى السحابة قبل الصيف.',
    'متجر إلكتروني مع توصيل داخل الدوحة والدفع عند الاستلام.',
    'نحتاج تطبيقاً للهاتف لفروعنا الثلاثة.',
    'موقعنا بطيء على الهواتف، هل يمكنكم مساعدتنا هذا الأسبوع؟',
  ],
};
const statuses = [...Array(30).fill('new'), ...Array(30).fill('contacted'), ...Array(12).fill('won'), ...Array(20).fill('lost'), ...Array(8).fill('spam')] as const;
const subjects = ['website', 'cloud', 'ai', 'general', 'support'];
const projectTypes = ['website', 'ecommerce', 'crm', 'erp', 'ai', 'custom'];
const budgets = ['1500-5000', '5000-15000', '15000-50000', '50000-100000', '100000+', 'discuss'];
const fiveYears = 5 * 365 * 86_400_000;
const newest = Date.parse('2026-11-27T09:00:00Z');

/** A lead's row: its fields as a visitor of that language fills in one of the two forms. */
function generatedLead(index: number, refs: Set<string>) {
  const inArabic = random() < 0.45;
  const words = inArabic ? arabic : english;
  const [first, last, company, message] = [pick(words.first), pick(words.last), pick(words.companies), pick(words.messages)];
  const email = `${inArabic ? 'visitor' : first.toLowerCase()}.${index}@${pick(['gmail.com', 'outlook.com', 'company.qa', 'qatar.net.qa'])}`;
  const phone = `+974 ${3 + Math.floor(random() * 5)}${String(Math.floor(random() * 1000)).padStart(3, '0')} ${String(Math.floor(random() * 10000)).padStart(4, '0')}`;
  const consultation = random() < 0.3;
  const fields = consultation
    ? { consultName: `${first} ${last}`, consultEmail: email, consultPhone: phone, consultCompany: company, projectType: pick(projectTypes), budget: pick(budgets), timeline: 'month', projectDetails: message }
    : { firstName: first, lastName: last, email, phone, company, subject: pick(subjects), message };
  let ref = newRef();
  while (refs.has(ref)) ref = newRef();
  refs.add(ref);
  const status = pick(statuses);
  // Whole seconds: leads imported at once, or a burst, share a time (the pages' ties).
  const createdAt = new Date(Math.floor((newest - random() * fiveYears) / 1000) * 1000).toISOString();
  const language = inArabic ? 'ar' : 'en';
  return [ref, consultation ? 'consultation' : 'contact', JSON.stringify(fields), createdAt, status, status === 'spam' ? 'skipped' : 'sent', `${inArabic ? '/ar' : ''}/contact`, language];
}

/** Writes the leads in transactions of multi-row INSERTs (the triggers and generated column index them as they go). */
async function fill(store: LeadStore) {
  seed = 43;
  const refs = new Set<string>();
  const rowsPerInsert = 500;
  const started = performance.now();
  for (let done = 0; done < leadCount; ) {
    await store.database.transaction(async (query) => {
      for (let inTransaction = 0; inTransaction < 10 && done < leadCount; inTransaction++) {
        const rows = Array.from({ length: Math.min(rowsPerInsert, leadCount - done) }, (_, i) => generatedLead(done + i, refs));
        await query(`INSERT INTO leads (ref, kind, fields, created_at, status, email_status, page, language) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`, rows.flat());
        done += rows.length;
      }
    });
  }
  return (performance.now() - started) / 1000;
}

interface Case {
  name: string;
  url: string;
  /** Under the issue's target: the first page and a search. */
  targeted?: boolean;
}

async function measure(name: string, store: LeadStore) {
  const server = await consoleServer(store);
  const sales = await server.team.addMember({ email: 'sales@nuqta.qa', name: 'Huda', role: 'sales' });
  const owner = await server.team.addMember({ email: 'owner@nuqta.qa', name: 'Mariam', role: 'owner' });
  const session = await server.signIn(sales);
  console.log(`${name}: writing ${leadCount.toLocaleString('en')} leads…`);
  const fillSeconds = await fill(store);
  // A third of the leads in a member's hands.
  await store.database.query(`UPDATE leads SET owner_id = ? WHERE status IN ('contacted', 'won')`, [owner.id]);
  // As autovacuum would after so many rows (SQLite gets no statistics: the server never asks for them).
  if (store.database.kind === 'postgres') await store.database.query('VACUUM ANALYZE leads');
  console.log(`${name}: written in ${fillSeconds.toFixed(1)} s; timing…`);

  // Half way down the list (50,000 leads deep with 100,000).
  const depth = Math.floor(leadCount / 2);
  const [deep] = await store.database.query<{ created_at: string; ref: string }>(`SELECT created_at, ref FROM leads WHERE status <> 'spam' ORDER BY created_at DESC, ref DESC LIMIT 1 OFFSET ?`, [depth]);
  const [someone] = await store.database.query<{ ref: string; fields: string }>(`SELECT ref, fields FROM leads WHERE kind = 'contact' AND status = 'new' ORDER BY created_at DESC LIMIT 1 OFFSET 777`);
  const address = JSON.parse(someone.fields).email as string;
  const q = (text: string) => encodeURIComponent(text);
  const cases: Case[] = [
    { name: 'First page (newest 50)', url: '/studio/api/leads', targeted: true },
    { name: 'The count of every lead (asked for after the page)', url: '/studio/api/leads/count' },
    { name: 'Filtered: status won, Arabic', url: '/studio/api/leads?status=won&language=ar' },
    { name: 'Filtered: consultations, one month two years ago', url: '/studio/api/leads?kind=consultation&from=2024-10-01&to=2024-10-31' },
    { name: 'Search, English word ("booking")', url: `/studio/api/leads?q=booking`, targeted: true },
    { name: 'Search, Arabic word ("واتساب")', url: `/studio/api/leads?q=${q('واتساب')}`, targeted: true },
    { name: 'Search, Arabic prefix ("الكوا")', url: `/studio/api/leads?q=${q('الكوا')}`, targeted: true },
    { name: 'Search, an e-mail (one lead)', url: `/studio/api/leads?q=${q(address)}`, targeted: true },
    { name: 'Search with filters ("website", contacted)', url: '/studio/api/leads?q=website&status=contacted', targeted: true },
    { name: 'The count of that search', url: '/studio/api/leads/count?q=website&status=contacted' },
    { name: `Page ${depth.toLocaleString('en')} leads deep (cursor)`, url: `/studio/api/leads?after=${pageCursor({ createdAt: deep.created_at, ref: deep.ref })}` },
    { name: "A lead's page (its view recorded)", url: `/studio/api/leads/${someone.ref}` },
  ];
  const timings: Record<string, { p50: number; p95: number; found: number | undefined; targeted: boolean }> = {};
  const counted = async (url: string) => (await server.call('GET', url.replace('/studio/api/leads?', '/studio/api/leads/count?').replace(/\/studio\/api\/leads$/, '/studio/api/leads/count'), { session })).json().total as number | undefined;
  for (const test of cases) {
    const times: number[] = [];
    for (let run = -3; run < runs; run++) {
      const started = performance.now();
      const response = await server.call('GET', test.url, { session });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${test.url}: ${response.statusCode} ${response.body}`);
      if (run >= 0) times.push(elapsed);
    }
    const found = test.url.includes('after=') || /leads\/NQ-/.test(test.url) ? undefined : await counted(test.url);
    timings[test.name] = { p50: percentile(times, 50), p95: percentile(times, 95), found, targeted: Boolean(test.targeted) };
  }

  // The export over loopback, read as it comes; the process's memory sampled every 10 ms.
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  // The heap that is still in use, after a collection: what the export keeps (the peak above also counts garbage not yet collected).
  const gc = (globalThis as { gc?: () => void }).gc;
  let peakLive = before.heapUsed;
  const liveSampler = setInterval(() => {
    gc?.();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  }, 250);
  const exportStarted = performance.now();
  const response = await fetch(`${base}/studio/api/leads/export.csv`, { headers: { cookie: `nuqta_session=${session}` } });
  let bytes = 0;
  let rows = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 0x0a) rows++;
  }
  clearInterval(sampler);
  clearInterval(liveSampler);
  const exported = { seconds: (performance.now() - exportStarted) / 1000, rows: rows - 1, megabytes: bytes / 1e6, rssDeltaMb: (peakRss - before.rss) / 1e6, heapDeltaMb: (peakHeap - before.heapUsed) / 1e6, liveHeapDeltaMb: (peakLive - before.heapUsed) / 1e6 };
  await server.app.close();
  return { fillSeconds, timings, exported };
}

type Result = Awaited<ReturnType<typeof measure>>;
const results: Record<string, Result> = {};

const sqliteDir = mkdtempSync(join(tmpdir(), 'nuqta-bench-inbox-'));
const sqlite = openSqliteStore(join(sqliteDir, 'leads.db'));
try {
  results.SQLite = await measure('SQLite', sqlite);
} finally {
  await sqlite.close();
  if (flags.keep) console.log(`The SQLite file is kept in ${sqliteDir}.`);
  else rmSync(sqliteDir, { recursive: true, force: true });
}

const postgresUrl = flags.postgres ? (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) : undefined;
if (!flags.postgres) console.log('PostgreSQL skipped (--no-postgres).');
else if (!postgresUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database where a scratch schema may be made and dropped.');
else {
  const schema = await throwawaySchema(postgresUrl, 'bench_inbox');
  try {
    const postgres = await openPostgresStore(schema.url);
    try {
      results.PostgreSQL = await measure('PostgreSQL', postgres);
    } finally {
      await postgres.close();
    }
  } finally {
    if (flags.keep) console.log(`The PostgreSQL schema is kept: ${schema.url}`);
    else await schema.drop();
  }
}

const names = Object.keys(results);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const caseNames = Object.keys(results.SQLite.timings);
const table = [
  `The inbox with ${leadCount.toLocaleString('en')} leads over five years: the console's API through the Fastify app (inject), ${runs} runs each after 3 warm-ups; target ${targetMs} ms p95 for the first page and searches`,
  '',
  `| | ${names.map((name) => `${name} p50 | ${name} p95`).join(' | ')} | Leads found |`,
  `| --- | ${names.map(() => '--- | ---').join(' | ')} | --- |`,
  ...caseNames.map((name) => {
    const cells = names.map((db) => {
      const { p50, p95, targeted } = results[db].timings[name];
      return `${ms(p50)} | ${ms(p95)}${targeted && p95 > targetMs ? ' (over target)' : ''}`;
    });
    const found = results.SQLite.timings[name].found;
    return `| ${name} | ${cells.join(' | ')} | ${found === undefined ? '' : found.toLocaleString('en')} |`;
  }),
  '',
  '| CSV export of every lead (not spam), streamed | ' + names.join(' | ') + ' |',
  `| --- | ${names.map(() => '---').join(' | ')} |`,
  `| Rows, size | ${names.map((db) => `${results[db].exported.rows.toLocaleString('en')}, ${results[db].exported.megabytes.toFixed(1)} MB`).join(' | ')} |`,
  `| Time | ${names.map((db) => `${results[db].exported.seconds.toFixed(1)} s`).join(' | ')} |`,
  `| Peak memory during it (over before): RSS, heap, heap in use after a collection | ${names.map((db) => `+${results[db].exported.rssDeltaMb.toFixed(1)} MB, +${results[db].exported.heapDeltaMb.toFixed(1)} MB, +${results[db].exported.liveHeapDeltaMb.toFixed(1)} MB`).join(' | ')} |`,
  `| Writing the leads (batches of 500 rows, 10 to a transaction) | ${names.map((db) => `${results[db].fillSeconds.toFixed(1)} s`).join(' | ')} |`,
].join('\n');
console.log(`\n${table}`);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/inbox-${new Date().toISOString().replace(/[:.]/g, '-')}`;
writeFileSync(`${file}.json`, JSON.stringify({ leadCount, runs, results }, null, 2));
writeFileSync(`${file}.md`, `${table}\n`);
