// A server with the team's console for the console's tests: a fake build, the leads' store it
// shares with the team, the content routes, and a browser-like `call` on the console's own page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../src/server/app.ts';
import type { Lead, LeadStore } from '../../src/server/leads/types.ts';
import type { ConsoleOptions } from '../../src/server/console/consolePlugin.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { contentStore } from '../../src/server/content/contentStore.ts';
import { uploadStore } from '../../src/server/images/uploadStore.ts';
import type { Publisher } from '../../src/server/releases/publisher.ts';
import { releaseStore } from '../../src/server/releases/releaseStore.ts';
import { publishRequests } from '../../src/server/releases/publishRequests.ts';
import type { PublishSchedule } from '../../src/server/releases/publishSchedule.ts';
import { teamStore, type Member, type TeamStore } from '../../src/server/team/teamStore.ts';
import { makeFakeBuild } from './fakeBuild.ts';
import type { ReleaseSteps } from '../../src/server/releases/publisher.ts';
import { releaseFolders } from '../../src/server/releases/releaseFolders.ts';
import { reviewLinks, type ReviewLinks } from '../../src/server/review/reviewLinks.ts';
import { reviewRenders } from '../../src/server/review/reviewRenders.ts';
import { reviewSite } from '../../src/server/review/reviewSite.ts';
import type { ContentStore } from '../../src/server/content/contentStore.ts';
import { addSoftPasskey } from './softPasskey.ts';
import { arabicFormTexts, formTexts } from './siteTexts.ts';
import { leadFeed, type LeadFeed } from '../../src/server/leads/leadFeed.ts';

export const consoleOrigin = 'http://127.0.0.1:4321';
const minute = 60_000;

export interface ConsoleServer {
  app: FastifyInstance;
  /** The fake build it serves (the console's page is under studio/). */
  buildDir: string;
  team: TeamStore;
  content: ContentStore;
  /** With the review option: the review links' store. */
  links?: ReviewLinks;
  feed: LeadFeed;
  /** A browser on the console's own page: it sends Origin, JSON, and the session cookie it holds. */
  call: (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, options?: { session?: string; body?: unknown; headers?: Record<string, string> }) => Promise<LightMyRequestResponse>;
  /** Signs a member in with a passkey of theirs (in software); resolves to their session cookie's value. */
  signIn: (member: Member) => Promise<string>;
  /** Signs a member in with a one-time link alone (what opens no publishing, leads or team). */
  signInWithLink: (member: Member) => Promise<string>;
}

/** The event stream's heartbeat here: a stream of a member signed out meanwhile ends within it. */
export const streamHeartbeatMs = 500;

/** The forms' secret: a test signs its own tokens with it (issueToken). */
export const formSecret = 'test-secret';

interface ConsoleServerOptions {
  /** The public forms too, whose new leads are announced to the open inboxes as on the server (main.ts). */
  forms?: boolean;
  /** Also told of each new lead a form brings. */
  onLead?: (lead: Lead) => void;
  /** The forms' shortest fill time (none by default). */
  minFillMs?: number;
  /** Web push for the members' devices. */
  push?: ConsoleOptions['push'];
  /** Review links, whose versions these steps render into this folder, on this clock. */
  review?: { steps: () => ReleaseSteps; releasesDir: string; now: () => number };
}

export async function consoleServer(store: LeadStore, { forms = false, onLead, minFillMs = 0, push, review }: ConsoleServerOptions = {}): Promise<ConsoleServer> {
  const team = teamStore(store.database);
  const feed = await leadFeed(store);
  const buildDir = makeFakeBuild();
  const siteText = readFileSync(join(projectRoot, 'site.json'), 'utf8');
  const content = contentStore(store.database, () => siteText, review?.now);
  const links = review && reviewLinks(store.database, review.now);
  const renders =
    review &&
    reviewRenders({ codeDir: join(review.releasesDir, 'code'), content, steps: review.steps, wanted: () => links!.openContentIds(), complete: releaseFolders(review.releasesDir, '0'.repeat(16)).complete });
  const site = review && reviewSite({ links: links!, renders: renders!, content, team, now: review.now, recheckMs: 0 });
  const app = await buildServer({
    buildDir,
    review: site,
    forms: forms
      ? {
          store,
          onLead: (lead) => {
            void feed.announce(lead);
            onLead?.(lead);
          },
          secret: formSecret,
          texts: (locale) => (locale === 'ar' ? arabicFormTexts : formTexts),
          minFillMs,
          tokenMaxAgeMs: 86_400_000,
          rateLimitPerMinute: 1000,
          allowedOrigins: [],
        }
      : undefined,
    console: {
      team,
      settings: { idleMs: 120 * minute, absoluteMs: 12 * 60 * minute },
      allowedOrigins: [consoleOrigin],
      appDir: join(buildDir, 'studio'),
      siteName: 'Nuqta',
      linkTtlMs: 15 * minute,
      inviteTtlMs: 72 * 60 * minute,
      attemptsPerMinute: 1000,
      mailsPerHour: 3,
      // Publishing itself is never reached here: the tests ask who may call it.
      content: { content, releases: releaseStore(store.database), publisher: {} as Publisher, uploads: uploadStore(store.database), requests: publishRequests(store.database) },
      // The schedule is never due here: the tests ask who may ask, approve and schedule.
      publishRequests: { schedule: { look: async () => undefined } as unknown as PublishSchedule, notify: async () => undefined },
      leads: { store, feed, heartbeatMs: streamHeartbeatMs },
      push,
      review: review && { links: links!, renders: renders!, site: site!, now: review.now },
    },
  });
  const call: ConsoleServer['call'] = (method, url, { session, body, headers = {} } = {}) =>
    app.inject({
      method,
      url,
      headers: {
        host: '127.0.0.1:4321',
        ...(method === 'GET' ? {} : { origin: consoleOrigin }),
        ...(session ? { cookie: `nuqta_session=${session}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  // With a passkey of the member's (in software): what the leads and publishing need.
  const signIn = async (member: Member) => {
    const passkey = await addSoftPasskey(team, member, consoleOrigin);
    const options = await call('POST', '/studio/api/auth/passkey/options', { body: {} });
    const ceremony = options.cookies.find((cookie) => cookie.name === 'nuqta_challenge')!.value;
    const response = await call('POST', '/studio/api/auth/passkey', { body: { response: passkey.answer(options.json().challenge) }, headers: { cookie: `nuqta_challenge=${ceremony}` } });
    if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
    return response.cookies.find((cookie) => cookie.name === 'nuqta_session')!.value;
  };
  const signInWithLink = async (member: Member) => {
    const response = await call('POST', '/studio/api/auth/link', { body: { token: await team.createSignInLink(member.id, 15 * minute) } });
    if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
    return response.cookies.find((cookie) => cookie.name === 'nuqta_session')!.value;
  };
  app.addHook('onClose', () => feed.stop());
  return { app, buildDir, team, content, links, feed, call, signIn, signInWithLink };
}
