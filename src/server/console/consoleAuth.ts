// Who is asking, and may they: the console's session cookie, the checks every request passes,
// and signing in and out. Every /studio/api route declares what it needs in its config:
//   { access: 'public' }         the sign-in steps (rate-limited in authRoutes.ts)
//   { access: 'member' }         any signed-in member
//   { access: <permission> }     a member whose role has it (studio/shared/roles.ts)
// and every request that changes something must come from the console's own origin with a JSON
// body (a route that takes a file, { takesFile: true }: application/octet-stream, which a page on
// another site cannot send either without asking first): such a page can neither send it (no
// Origin, or another) nor read the answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, needsPasskey, permissions, type Permission } from '../../../studio/shared/roles.ts';
import type { LiveSession, Member, SignInMethod, TeamStore } from '../team/teamStore.ts';
import { refusal, refuse } from './refusals.ts';

export type Access = 'public' | 'member' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The body is a file (application/octet-stream), not JSON: the image upload alone. */
    takesFile?: boolean;
    /** A sensitive act: the member must have proved it is them in the last 10 minutes (freshProofMs). */
    fresh?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in member, once the session is checked. */
    member?: Member;
    /** Their session, once checked. */
    session?: LiveSession;
  }
}

export const consolePath = '/studio';

/**
 * A console cookie's name and path. Over TLS: `__Host-<name>` (Secure, Path=/, no Domain), which no
 * other subdomain of the site's domain can set or overwrite. On plain http (the console used on
 * this machine, the tests): `<name>` on its own path, as a browser takes no `__Host-` cookie there.
 */
export const consoleCookie = (request: FastifyRequest, name: string, path: string) => (request.protocol === 'https' ? { name: `__Host-${name}`, path: '/' } : { name, path });
/** Sets a console cookie: HttpOnly, SameSite=Strict, and over TLS Secure and named __Host-. */
export function setConsoleCookie(request: FastifyRequest, reply: FastifyReply, { name, path }: { name: string; path: string }, value: string, maxAgeSeconds: number) {
  const cookie = consoleCookie(request, name, path);
  reply.setCookie(cookie.name, value, cookieOptions(request, maxAgeSeconds, cookie.path));
}
export const readConsoleCookie = (request: FastifyRequest, { name, path }: { name: string; path: string }): string | undefined => request.cookies[consoleCookie(request, name, path).name];
export function clearConsoleCookie(request: FastifyRequest, reply: FastifyReply, { name, path }: { name: string; path: string }) {
  const cookie = consoleCookie(request, name, path);
  reply.clearCookie(cookie.name, { path: cookie.path, secure: request.protocol === 'https', httpOnly: true, sameSite: 'strict' });
}

const sessionCookie = { name: 'nuqta_session', path: consolePath };
/** The session's secret the request brought, if any. */
export const sessionIdOf = (request: FastifyRequest) => readConsoleCookie(request, sessionCookie);
export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) => clearConsoleCookie(request, reply, sessionCookie);

export interface SessionSettings {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteMs: number;
  /** How recent a member's last proof (a sign-in, or a passkey confirmation) must be for a sensitive act; 10 minutes unless told. */
  freshProofMs?: number;
}

export const defaultFreshProofMs = 10 * 60_000;
/** What a sensitive act answers when the member's last proof is older: the page asks for their passkey, then tries again. */
/** What publishing, the leads and the team answer a member signed in with a link only. */
export const passkeyFirst = (request: FastifyRequest) => ({ ...refusal(request, 'passkeyFirst'), passkey: true });
export const confirmFirst = (request: FastifyRequest) => ({ ...refusal(request, 'confirmFirst'), confirm: true });

/** The configured origin the request came from, if any: the only address a link may lead to, or a passkey be bound to. */
export const requestOrigin = (request: FastifyRequest, origins: string[]) => origins.find((origin) => origin === request.headers.origin);

const changesState = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

export function cookieOptions(request: FastifyRequest, maxAgeSeconds: number, path = consolePath) {
  // Secure once the console is reached over TLS (directly or through a proxy TRUST_PROXY believes).
  return { path, httpOnly: true, sameSite: 'strict' as const, secure: request.protocol === 'https', maxAge: maxAgeSeconds };
}

export function consoleAuth(app: FastifyInstance, { team, settings, allowedOrigins }: { team: TeamStore; settings: SessionSettings; allowedOrigins: string[] }) {
  if (allowedOrigins.length === 0) throw new Error('The console needs its own origins (PUBLIC_ORIGIN).');
  const hostNames = new Set(allowedOrigins.map((origin) => new URL(origin).hostname));
  app.decorateRequest('member', undefined);

  // A route that does not say who may use it is a mistake, refused as it is added rather than a
  // door left open; a request no route declares (a path nothing answers) needs a member too.
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) throw new Error(`The console's ${route.method} ${route.url} must say who may use it: config.access.`);
  });

  app.addHook('onRequest', async (request, reply) => {
    // Nothing of the console is kept by a browser, a proxy or the service worker, or indexed.
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    // The console answers at its configured host names only: a request naming another host (which a
    // script can forge, a browser cannot) would otherwise get links and passkeys bound to that host.
    if (!hostNames.has(request.hostname)) return refuse(reply, 421, 'wrongAddress');
    if (!changesState(request.method)) return;
    if (!requestOrigin(request, allowedOrigins))
      return refuse(reply, 403, 'notFromConsole');
  });

  // Who is asking, before any body is read: a stranger's upload is refused before its 10 MB arrive.
  app.addHook('onRequest', async (request, reply) => {
    if (reply.sent) return;
    const id = sessionIdOf(request);
    const live = id ? await team.sessionMember(id, settings.idleMs) : undefined;
    request.member = live?.member;
    request.session = live;
    // A cookie the server no longer knows (signed out, expired, member removed) is cleared.
    if (id && !live) clearSessionCookie(request, reply);
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (!request.member) return refuse(reply, 401, 'signIn');
    if (access !== undefined && access !== 'member' && !can(request.member.role, access)) return refuse(reply, 403, 'roleCannot', request.member.role);
    // What only a passkey sign-in opens (publishing, leads, the team): a link session is refused it.
    if (access !== undefined && access !== 'member' && needsPasskey(access) && live!.signedInWith !== 'passkey') return reply.code(403).send(passkeyFirst(request));
    if (request.routeOptions.config.fresh && live!.sinceProofMs > (settings.freshProofMs ?? defaultFreshProofMs)) return reply.code(403).send(confirmFirst(request));
  });

  app.addHook('preValidation', async (request, reply) => {
    const bodyType = request.routeOptions.config.takesFile ? /^application\/octet-stream\b/ : /^application\/json\b/;
    if (changesState(request.method) && request.body !== undefined && !bodyType.test(request.headers['content-type'] ?? ''))
      return refuse(reply, 415, request.routeOptions.config.takesFile ? 'sendsFile' : 'sendsJson');
  });
}

/** Starts a new session for a member (never reusing one the browser brought) and sets its cookie. */
export async function signIn(request: FastifyRequest, reply: FastifyReply, team: TeamStore, settings: SessionSettings, member: Member, method: SignInMethod) {
  const old = sessionIdOf(request);
  if (old) await team.endSession(old);
  const id = await team.createSession(member.id, request.headers['user-agent'] ?? '', settings.absoluteMs, request.ip, method);
  setConsoleCookie(request, reply, sessionCookie, id, Math.floor(settings.absoluteMs / 1000));
  await team.record({ member, action: 'signed in', detail: { method }, ip: request.ip });
  return meOf(team, member, method);
}

/** What the page knows of the signed-in member: who, what their role may do, and how they signed in (a link: what needs a passkey is closed). */
export async function meOf(team: TeamStore, member: Member, signedInWith: SignInMethod) {
  return { member: publicMember(member), permissions: permissions(member.role), signedInWith, hasPasskey: (await team.passkeys(member.id)).length > 0 };
}

/** What the page may know of a member. */
export const publicMember = (member: Member) => ({ id: member.id, email: member.email, name: member.name, role: member.role, language: member.language });
