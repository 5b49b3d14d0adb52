// `npm run leads -- <command>`: the owner's view of the enquiries, safe while the server runs,
// on the same data as the console's inbox (its changes, exports and erasures are recorded there
// too, as done by "The command line").
//   list [--status new|contacted|won|lost|spam] [--kind contact|consultation]
//   show <ref>
//   handle <ref>                       mark as contacted (the inbox's status; "handled" until now)
//   export [--format csv|json] [--status …] [--kind …] [--out file]
//                                      written as the leads are read, a batch at a time (memory
//                                      stays flat with years of leads); as the inbox's export, spam
//                                      only with --status spam
//   subscribers [--format csv|json]
//   forget <email> [<email> …]         delete everything sent from these addresses (the right to erasure)
// Uses DATABASE_URL (PostgreSQL) or DATA_FILE (SQLite, default data/leads.db), like the server.
import { createWriteStream, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { leadsCsvChunks, leadsJsonChunks, toCsv } from '../src/server/leads/exportLeads.ts';
import { leadInbox } from '../src/server/leads/leadInbox.ts';
import { openLeadStore } from '../src/server/leads/openStore.ts';
import { leadStatuses, type Lead } from '../src/server/leads/types.ts';

const usage = `Usage: npm run leads -- list|show <ref>|handle <ref>|export|subscribers|forget <email> [<email> …] [--status ${leadStatuses.join('|')}] [--kind contact|consultation] [--format csv|json] [--out file]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// An address may start with a hyphen ("-1@example.com"): anything with an @ is an argument, not an option.
const args = process.argv.slice(2);
const isAddress = (arg: string) => arg.startsWith('-') && arg.includes('@') && !arg.startsWith('--');
let parsed;
try {
  parsed = parseArgs({
    args: [...args.filter((arg) => !isAddress(arg)), '--', ...args.filter(isAddress)],
    allowPositionals: true,
    options: { status: { type: 'string' }, kind: { type: 'string' }, format: { type: 'string', default: 'csv' }, out: { type: 'string' } },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const { values: flags, positionals } = parsed;
const [command, ...operands] = positionals;
const ref = operands[0];
/** How many arguments each command takes after its name. */
const arity: Record<string, 0 | 1 | 'one or more'> = { list: 0, export: 0, subscribers: 0, show: 1, handle: 1, forget: 'one or more' };
const expected = arity[command];
if (expected !== undefined && (expected === 'one or more' ? operands.length === 0 : operands.length !== expected))
  fail(`"${command}" takes ${expected === 0 ? 'no argument' : expected === 1 ? 'one' : 'one or more'}, not ${operands.length ? `"${operands.join(' ')}"` : 'none'}.\n${usage}`);
// "handled", the word before the inbox, still means contacted.
if (flags.status === 'handled') flags.status = 'contacted';
if (flags.status && !leadStatuses.includes(flags.status as never)) fail(`--status must be ${leadStatuses.join(', ')}, not "${flags.status}"`);
if (flags.kind && !['contact', 'consultation'].includes(flags.kind)) fail(`--kind must be contact or consultation, not "${flags.kind}"`);
if (!['csv', 'json'].includes(flags.format!)) fail(`--format must be csv or json, not "${flags.format}"`);

const store = await openLeadStore();
const inbox = leadInbox(store.database);
const output = (text: string) => (flags.out ? writeFileSync(flags.out, text) : process.stdout.write(text));
const summary = (lead: Lead) => {
  const who = lead.fields.firstName ? [lead.fields.firstName, lead.fields.lastName].filter(Boolean).join(' ') : lead.fields.consultName;
  return `${lead.ref}  ${lead.createdAt.slice(0, 16).replace('T', ' ')}  ${lead.kind.padEnd(12)}  ${lead.status.padEnd(9)}  e-mail ${lead.emailStatus.padEnd(7)}  ${who} <${lead.fields.email ?? lead.fields.consultEmail}>`;
};

try {
  const filter = { status: flags.status as Lead['status'] | undefined, kind: flags.kind as Lead['kind'] | undefined };
  switch (command) {
    case 'list': {
      const leads = await store.listLeads(filter);
      console.log(leads.length ? leads.map(summary).join('\n') : 'No leads.');
      break;
    }
    case 'show': {
      const lead = ref ? await store.getLead(ref) : undefined;
      if (!lead) fail(ref ? `No lead ${ref}.` : usage);
      console.log(summary(lead));
      for (const [field, value] of Object.entries(lead.fields)) console.log(`  ${field}: ${value}`);
      if (lead.page) console.log(`  sent from: ${lead.page}${lead.language ? ` (${lead.language})` : ''}`);
      if (lead.lastError) console.log(`  last e-mail error: ${lead.lastError} (attempts: ${lead.emailAttempts})`);
      break;
    }
    case 'handle': {
      if (!ref) fail(usage);
      const lead = await store.getLead(ref);
      if (!lead) fail(`No lead ${ref}.`);
      if (lead.status === 'contacted') console.log(`${ref} was already contacted.`);
      else console.log((await inbox.update(ref, { status: 'contacted' }, null), `${ref} marked as contacted.`));
      break;
    }
    case 'export': {
      // The console's streamed export (recorded there): each batch is written before the next is read.
      // 25 at a time: about a megabyte held however long the visitors' messages (100 came near a
      // 48 MB heap's limit with 50 KB messages).
      const exported = await inbox.exportLeads(null, filter, 25);
      const chunks = flags.format === 'json' ? leadsJsonChunks(exported.leads) : leadsCsvChunks(exported.fieldNames, exported.leads);
      const out = flags.out ? createWriteStream(flags.out) : process.stdout;
      for await (const chunk of chunks) if (!out.write(chunk)) await once(out, 'drain');
      if (flags.out) {
        out.end();
        await once(out, 'finish');
        console.log(`Wrote ${exported.count} leads to ${flags.out}`);
      }
      break;
    }
    case 'subscribers': {
      const subscribers = await store.listSubscribers();
      output(flags.format === 'json' ? JSON.stringify(subscribers, null, 2) + '\n' : toCsv([['email', 'createdAt'], ...subscribers.map((s) => [s.email, s.createdAt])]));
      break;
    }
    case 'forget': {
      const notAddresses = operands.filter((email) => !email.includes('@'));
      if (notAddresses.length) fail(`Not an e-mail address: ${notAddresses.join(', ')}.\n${usage}`);
      for (const email of operands) {
        const forgotten = await store.forget(email);
        await inbox.recordErasure(null, email, forgotten);
        const what = [forgotten.leads.length ? `leads ${forgotten.leads.join(', ')}` : 'no lead', forgotten.subscription ? 'the newsletter subscription' : 'no subscription'];
        console.log(`Deleted for ${email}: ${what.join(' and ')}.`);
      }
      break;
    }
    default:
      fail(usage);
  }
} finally {
  await store.close();
}
