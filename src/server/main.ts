// `npm run serve`: serves the build on HOST:PORT (default 127.0.0.1:4321) with the form
// endpoints, their store and the e-mail outbox. Every setting is an environment variable (README).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from './app.ts';
import { formSecret } from './leads/formToken.ts';
import { mailSettingsFromEnv, smtpSender } from './leads/mailer.ts';
import { openLeadStore } from './leads/openStore.ts';
import { defaultLeaseMs, startOutbox } from './leads/outbox.ts';
import { formPageRenderer } from './renderFormPage.ts';
import { consoleSettingsFromEnv } from '../../studio/server/console/consoleSettings.ts';
import { signInMailer } from '../../studio/server/console/signInMail.ts';
import { teamStore } from '../../studio/server/team/teamStore.ts';

const env = process.env;
const number = (name: string, fallback: number) => (env[name] === undefined ? fallback : Number(env[name]));
const host = env.HOST ?? '127.0.0.1';
const port = number('PORT', 4321);
const buildDir = resolve(env.BUILD_DIR ?? 'dist');
/** PUBLIC_ORIGIN: the addresses the site is reached at behind a proxy, allowed to post forms and use the console. */
const publicOrigins = (env.PUBLIC_ORIGIN ?? '').split(',').map((o) => o.trim()).filter(Boolean);

const store = await openLeadStore(env);
const mail = mailSettingsFromEnv(env);
const sender = mail ? smtpSender(mail) : undefined;
const outbox = startOutbox({
  store,
  send: sender,
  intervalMs: number('OUTBOX_INTERVAL_MS', 5_000),
  baseDelayMs: number('OUTBOX_RETRY_BASE_MS', 30_000),
  maxDelayMs: number('OUTBOX_RETRY_MAX_MS', 3_600_000),
  leaseMs: number('OUTBOX_LEASE_MS', defaultLeaseMs),
  log: (message) => console.warn(message),
});
if (!mail) console.warn('SMTP is not configured (SMTP_URL, LEADS_TO): leads are stored and wait, pending, until it is.');

const server = await import(pathToFileURL(join(buildDir, 'server/entry-server.js')).href);
const team = teamStore(store.database);
const consoleSettings = consoleSettingsFromEnv(env);
const signInMail = mail ? signInMailer(mail, server.contents.en.site.brand) : undefined;
const app = await buildServer({
  buildDir,
  logger: env.LOG_REQUESTS === 'true',
  trustProxy: env.TRUST_PROXY,
  timeouts: env.KEEP_ALIVE_TIMEOUT_MS ? { keepAliveMs: Number(env.KEEP_ALIVE_TIMEOUT_MS) } : undefined,
  forms: {
    store,
    onLead: () => void outbox.kick(),
    secret: formSecret(env, resolve(env.FORM_SECRET_FILE ?? 'data/form-secret')),
    texts: server.contents.en.ui.forms,
    textsByLocale: Object.fromEntries(Object.entries(server.contents as Record<string, { ui: { forms: unknown } }>).map(([locale, content]) => [locale, content.ui.forms])),
    minFillMs: number('FORM_MIN_FILL_MS', 3_000),
    tokenMaxAgeMs: number('FORM_TOKEN_MAX_AGE_HOURS', 24) * 3_600_000,
    rateLimitPerMinute: number('RATE_LIMIT_PER_MINUTE', 5),
    allowedOrigins: publicOrigins,
    renderFormPage: formPageRenderer(buildDir, server),
    logFailure: (message) => console.error(message),
  },
  console: {
    team,
    settings: consoleSettings.session,
    allowedOrigins: publicOrigins,
    appDir: join(buildDir, 'studio'),
    siteName: server.contents.en.site.brand,
    linkTtlMs: consoleSettings.linkTtlMs,
    inviteTtlMs: consoleSettings.inviteTtlMs,
    sendSignInLink: signInMail,
    attemptsPerMinute: consoleSettings.attemptsPerMinute,
    mailsPerHour: consoleSettings.mailsPerHour,
    countHit: store.countHit?.bind(store),
  },
});
// Used form tokens and rate-limit windows are kept only as long as they matter.
const housekeeping = setInterval(
  () =>
    void Promise.all([store.purgeExpired(new Date()), team.purgeExpired(consoleSettings.session.idleMs)]).catch((error) => console.error(`Housekeeping: ${(error as Error).message}`)),
  60_000,
);
housekeeping.unref();
await app.listen({ host, port });
console.log(`Serving ${buildDir} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void (async () => {
      clearInterval(housekeeping);
      await app.close();
      await outbox.stop();
      sender?.close();
      signInMail?.close();
      await store.close();
      process.exit(0);
    })();
  });
