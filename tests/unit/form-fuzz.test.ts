// 6,000 random and hostile submissions over HTTP: never a server error, and nothing stored
// unless it passes every rule.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildServer } from '../../src/server/app.ts';
import { validateSubmission } from '../../src/server/leads/formValidation.ts';
import { issueToken } from '../../src/server/leads/formToken.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { makeFakeBuild } from '../support/fakeBuild.ts';
import { hostilePayload, hostileValue, seededRandom } from '../support/hostileInput.ts';
import { formTexts } from '../support/siteTexts.ts';

export const fuzzCount = 6000;
const validBase = {
  contact: { firstName: 'Aisha', email: 'aisha@pearl.qa', subject: 'website', message: 'We need a bilingual website.' },
  consultation: { consultName: 'Omar Haddad', consultEmail: 'omar@autocare.qa', projectType: 'crm', projectDetails: 'A CRM for our two garages.' },
  newsletter: { email: 'reader@example.qa' },
};

it(`survives ${fuzzCount} hostile submissions and stores only valid ones`, { timeout: 120_000 }, async () => {
  const secret = 'fuzz-secret';
  const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-fuzz-')), 'leads.db'));
  const app = await buildServer({
    buildDir: makeFakeBuild(),
    forms: { store, onLead: () => undefined, secret, texts: () => formTexts, minFillMs: 3000, tokenMaxAgeMs: 86_400_000, rateLimitPerMinute: 1e9, allowedOrigins: [] },
  });
  const random = seededRandom(13);
  const statuses = new Map<number, number>();
  let accepted = 0;
  for (let i = 0; i < fuzzCount; i++) {
    const kind = (['contact', 'consultation', 'newsletter'] as const)[i % 3];
    // A fifth start from a valid submission with one field spoiled (or not), so that some pass.
    const payload: Record<string, unknown> =
      random() < 0.2 ? { ...validBase[kind], ...(random() < 0.5 ? hostilePayload(random, kind) : {}) } : hostilePayload(random, kind);
    if (random() < 0.1) for (const key of Object.keys(payload)) if (random() < 0.3) delete payload[key];
    payload.formToken = random() < 0.9 ? issueToken(secret, Date.now() - 5000) : hostileValue(random);
    const asJson = random() < 0.5;
    const response = await app.inject({
      method: 'POST',
      url: `/api/${kind}`,
      headers: { 'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: asJson ? JSON.stringify(payload) : new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    expect(response.statusCode, JSON.stringify(payload).slice(0, 300)).toBeLessThan(500);
    if (response.statusCode === 200 && kind !== 'newsletter') accepted++;
  }
  const leads = await store.listLeads();
  expect(leads.length).toBe(accepted);
  for (const lead of leads) expect(validateSubmission(lead.kind, lead.fields).errors).toEqual({});
  for (const subscriber of await store.listSubscribers()) expect(validateSubmission('newsletter', { email: subscriber.email }).errors).toEqual({});
  console.log(`Fuzz: ${fuzzCount} submissions; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ${accepted} leads stored.`);
  await app.close();
  await store.close();
});
