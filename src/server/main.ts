// `npm run serve`: serves the live release on HOST:PORT (default 127.0.0.1:4321) with the form
// endpoints, their store and the e-mail outbox, and the team's console under /studio. The live
// release is the build (BUILD_DIR) until the console publishes another. Every setting is an
// environment variable (README).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from './app.ts';
import { formSecret } from './leads/formToken.ts';
import { mailSettingsFromEnv, smtpSender } from './leads/mailer.ts';
import { openLeadStore } from './leads/openStore.ts';
import { leadFeed } from './leads/leadFeed.ts';
import { defaultLeaseMs, startOutbox } from './leads/outbox.ts';
import { formPageRenderer } from './renderFormPage.ts';
import { releaseContentName, type ServerEntry } from './releaseFiles.ts';
import type { SiteRelease } from './siteRelease.ts';
import type { Locale } from '../app/locale.ts';
import type { SiteContent } from '../app/siteContent.tsx';
import { consoleSettingsFromEnv } from './console/consoleSettings.ts';
import { signInMailer } from './console/signInMail.ts';
import { contentStore } from './content/contentStore.ts';
import { uploadStore } from './images/uploadStore.ts';
import { openLiveReleases } from './releases/liveReleases.ts';
import { publisher, releaseWorkers, stopBuilds } from './releases/publisher.ts';
import { releaseStore } from './releases/releaseStore.ts';
import { codeVersion, releaseFolders, renderHere } from './releases/releaseFolders.ts';
import { teamStore } from './team/teamStore.ts';
import { pushStore } from './push/pushStore.ts';
import { leadNotifier } from './push/leadNotifier.ts';
import type { EndpointRules } from './push/pushEndpoint.ts';
import { publishRequests } from './releases/publishRequests.ts';
import { publishSchedule } from './releases/publishSchedule.ts';
import { languageOf, noticeMailer, notifyEveryWay } from './console/teamNotices.ts';
import { reviewLinks } from './review/reviewLinks.ts';
import { reviewRenders } from './review/reviewRenders.ts';
import { reviewSite } from './review/reviewSite.ts';
import { explainStartFailures } from './startFailure.ts';

const env = process.env;
// A full disk, a read-only folder or an unreachable database at start: one plain line, not a stack.
const startedUp = explainStartFailures(env);
const number = (name: string, fallback: number) => (env[name] === undefined ? fallback : Number(env[name]));
const host = env.HOST ?? '127.0.0.1';
const port = number('PORT', 4321);
const buildDir = resolve(env.BUILD_DIR ?? 'dist');

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
// New leads for the inboxes open in the console, on this instance and (PostgreSQL) every other.
const newLeads = await leadFeed(store);
if (!mail) console.warn('SMTP is not configured (SMTP_URL, LEADS_TO): leads are stored and wait, pending, until it is.');

// Each release's form pages (browsers without JavaScript) are rendered with its own texts, by the
// deployment's code: the code is built once (npm run build), a release is content.
const entries = new Map<string, { contents: Record<Locale, SiteContent>; render: ReturnType<typeof formPageRenderer> }>();
const prepare = async (release: SiteRelease) => {
  const server: ServerEntry = await import(pathToFileURL(join(buildDir, 'server/entry-server.js')).href);
  const contents = server.siteContents(JSON.parse(await readFile(join(release.dir, releaseContentName), 'utf8')));
  entries.set(release.id, { contents, render: formPageRenderer(release.dir, server, contents) });
};

const team = teamStore(store.database);
const consoleSettings = consoleSettingsFromEnv(env);
const { publicOrigins } = consoleSettings;
const content = contentStore(store.database, () => readFileSync(resolve(env.SITE_FILE ?? 'site.json'), 'utf8'));
const releases = releaseStore(store.database);
const uploads = uploadStore(store.database);
// This instance's own folder of rendered releases (a cache: another instance, or a new deployment,
// renders the live one again from the database).
const releasesDir = resolve(env.RELEASES_DIR ?? 'data/releases');
const code = codeVersion(buildDir);
const folders = releaseFolders(releasesDir, code);
await releases.recordDeployment((await content.latest()).id);
const releaseSteps = releaseWorkers(buildDir);
const live = await openLiveReleases({
  db: store.database,
  releases,
  buildDir,
  folders,
  render: renderHere({ releases, content, uploads, folders, steps: releaseSteps.take }),
  prepare,
  log: (message) => console.error(message),
});
const liveEntry = () => entries.get(live.live().id)!;
const publishing = publisher({
  releases,
  content,
  team,
  uploads,
  folders,
  steps: releaseSteps.take,
  prepare: releaseSteps.prepare,
  announceBuilding: (id) => live.announceBuilding(id),
  announceLive: (id) => live.announce(id),
  ready: (id) => live.ready(id),
});
const siteName = liveEntry().contents.en.site.brand;
/** The site's name in each language, for the console's bar and its e-mails. */
const siteBrand = { en: siteName, ar: liveEntry().contents.ar.site.brand };
// New leads' notifications (web push). The VAPID keys are in the database (pushStore.ts).
const push = pushStore(store.database);
const pushEndpoints: EndpointRules = {
  extraHosts: (env.PUSH_SERVICE_HOSTS ?? '').split(',').map((host) => host.trim()).filter(Boolean),
  allowLoopbackHttp: env.PUSH_TEST_LOOPBACK === '1',
};
const notifier = leadNotifier({
  push,
  // How a push service reaches the site's owner about its notifications: the leads' address unless told.
  subject: env.VAPID_SUBJECT ?? `mailto:${(env.LEADS_TO ?? 'leads@localhost').split(',')[0].trim()}`,
  endpointRules: pushEndpoints,
  log: (message) => console.warn(message),
});
const signInMail = mail ? signInMailer(mail, siteBrand) : undefined;
// Publishing's notices to the team (an approval asked, a request sent back, a scheduled publish
// that failed): by e-mail and on the devices where members switched notifications on.
const noticeMail = mail ? noticeMailer(mail, consoleSettings.linkOrigin) : undefined;
const notifyMembers = notifyEveryWay(
  [
    ...(noticeMail ? [noticeMail] : []),
    // Each member's devices in their own language.
    async (members, notice) =>
      void (await Promise.all(
        members.map((member) => {
          const language = languageOf(member);
          return notifier.notifyMembers([member.id], { title: notice.subject[language], body: notice.text[language], url: `/studio${notice.path}`, tag: notice.tag });
        }),
      )),
  ],
  (message) => console.warn(message),
);
const requests = publishRequests(store.database);
const schedule = publishSchedule({ requests, publisher: publishing, releases, team, notify: notifyMembers, intervalMs: number('SCHEDULE_CHECK_MS', 15_000) });
// Review links: the versions they show are rendered as releases are, by this deployment's code.
const links = reviewLinks(store.database);
const renders = reviewRenders({ codeDir: join(releasesDir, code), content, uploads, steps: releaseSteps.take, wanted: () => links.openContentIds(), complete: folders.complete });
const review = reviewSite({ links, renders, content, team });
const app = await buildServer({
  buildDir,
  review,
  releases: live,
  logger: env.LOG_REQUESTS === 'true',
  trustProxy: env.TRUST_PROXY,
  uploadedImage: (path) => uploads.file(path),
  timeouts: env.KEEP_ALIVE_TIMEOUT_MS ? { keepAliveMs: Number(env.KEEP_ALIVE_TIMEOUT_MS) } : undefined,
  forms: {
    store,
    onLead: (lead) => {
      void outbox.kick();
      newLeads.announce(lead).catch((error: Error) => console.error(`A new lead (${lead.ref}) was not announced to the open inboxes: ${error.message}`));
      notifier.notify(lead);
    },
    secret: formSecret(env, resolve(env.FORM_SECRET_FILE ?? 'data/form-secret')),
    texts: (locale) => liveEntry().contents[locale].ui.forms,
    minFillMs: number('FORM_MIN_FILL_MS', 3_000),
    tokenMaxAgeMs: number('FORM_TOKEN_MAX_AGE_HOURS', 24) * 3_600_000,
    rateLimitPerMinute: number('RATE_LIMIT_PER_MINUTE', 5),
    allowedOrigins: publicOrigins,
    renderFormPage: (path, outcome) => liveEntry().render(path, outcome),
    logFailure: (message) => console.error(message),
  },
  console: {
    team,
    settings: consoleSettings.session,
    allowedOrigins: consoleSettings.consoleOrigins,
    appDir: join(buildDir, 'studio'),
    siteName,
    siteBrand,
    linkTtlMs: consoleSettings.linkTtlMs,
    inviteTtlMs: consoleSettings.inviteTtlMs,
    sendSignInLink: signInMail,
    attemptsPerMinute: consoleSettings.attemptsPerMinute,
    mailsPerHour: consoleSettings.mailsPerHour,
    countHit: store.countHit?.bind(store),
    content: { content, releases, publisher: publishing, uploads, requests },
    publishRequests: { schedule, notify: notifyMembers },
    review: { links, renders, site: review },
    leads: { store, feed: newLeads },
    push: { push, endpointRules: pushEndpoints },
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
startedUp();
console.log(`Serving release ${live.live().id} (${live.live().dir}) on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void (async () => {
      clearInterval(housekeeping);
      await schedule.stop();
      stopBuilds();
      await app.close();
      await live.stop();
      await newLeads.stop();
      await outbox.stop();
      await notifier.idle();
      sender?.close();
      signInMail?.close();
      await store.close();
      process.exit(0);
    })();
  });
