// Signing in and out. A member signs in with a passkey (WebAuthn: nothing to type, nothing to
// steal from the server), or with a one-time link sent to their address. Every attempt is
// rate-limited; an answer never says whether an address belongs to a member.
import { consoleLanguages, isConsoleLanguage } from '../../../studio/shared/consoleLanguages.ts';
import type { SendSignInLink } from './signInMail.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { newSecret, type Member, type Passkey, type TeamStore } from '../team/teamStore.ts';
import { clearConsoleCookie, clearSessionCookie, meOf, readConsoleCookie, requestOrigin, sessionIdOf, setConsoleCookie, signIn, type SessionSettings } from './consoleAuth.ts';
import { refusal, refuse } from './refusals.ts';

export interface AuthOptions {
  team: TeamStore;
  settings: SessionSettings;
  allowedOrigins: string[];
  /** How long a sign-in link works. */
  linkTtlMs: number;
  /** Sends a sign-in link by e-mail; absent while SMTP is not configured. */
  sendSignInLink?: SendSignInLink;
  /** Sign-in attempts (links, passkeys) one address may make in a minute. */
  attemptsPerMinute: number;
  /** Sign-in e-mails one member's address may be sent in an hour. */
  mailsPerHour: number;
}

/** The passkey ceremony in progress (its secret), for the sign-in and confirmation steps. */
const challengeCookie = { name: 'nuqta_challenge', path: '/studio/api/auth' };
const challengeTtlMs = 5 * 60_000;

/** The passkeys' relying party: the configured origin the request came from, never one a request names. */
export function webauthnParty(request: FastifyRequest, origins: string[]) {
  const origin = requestOrigin(request, origins);
  return origin ? { origin, rpID: new URL(origin).hostname } : undefined;
}

export async function authRoutes(app: FastifyInstance, options: AuthOptions) {
  const { team, settings } = options;
  // One budget for every sign-in attempt from an address, links and passkeys together.
  const attempts = { onRequest: app.rateLimit({ max: options.attemptsPerMinute, timeWindow: 60_000 }) };

  app.get('/api/me', { config: { access: 'member' } }, async (request) => meOf(team, request.member!, request.session!.signedInWith));
  // The member's own language: the console and its e-mails speak it from now on, on every device.
  app.patch<{ Body: { language?: unknown } }>('/api/me', { config: { access: 'member' } }, async (request, reply) => {
    const language = request.body?.language;
    if (!isConsoleLanguage(language)) return refuse(reply, 422, 'chooseLanguage', consoleLanguages.join(', '));
    await team.setLanguage(request.member!.id, language);
    return meOf(team, { ...request.member!, language }, request.session!.signedInWith);
  });

  app.post<{ Body: { email?: unknown } }>(
    '/api/auth/email',
    {
      config: {
        access: 'public',
        // Per address (after the body is read), so that nobody's inbox can be flooded.
        rateLimit: { max: options.mailsPerHour, timeWindow: 3_600_000, hook: 'preHandler', keyGenerator: (request) => `mail:${String((request.body as { email?: unknown })?.email ?? '').trim().toLowerCase()}` },
      },
    },
    async (request, reply) => {
      const email = typeof request.body?.email === 'string' ? request.body.email : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return refuse(reply, 422, 'enterYourEmail');
      if (!options.sendSignInLink) return refuse(reply, 503, 'mailNotSetUp');
      const member = await team.memberByEmail(email);
      if (member) {
        const token = await team.createSignInLink(member.id, options.linkTtlMs);
        // The secret after "#": a browser never sends it in a request, a Referer or a proxy's log.
        // The configured address the request came from (the Origin check let nothing else through).
        await options.sendSignInLink({
          to: member.email,
          language: member.language ?? 'en',
          link: `${requestOrigin(request, options.allowedOrigins)}/studio/sign-in#${token}`,
          validForMs: options.linkTtlMs,
        });
        await team.record({ member, action: 'sign-in link sent', ip: request.ip });
      }
      // The same answer either way: the form does not tell who is a member.
      return reply.code(202).send({ message: refusal(request, 'linkOnItsWay').error });
    },
  );

  app.post<{ Body: { token?: unknown } }>('/api/auth/link', { config: { access: 'public' }, ...attempts }, async (request, reply) => {
    const member = typeof request.body?.token === 'string' ? await team.useSignInLink(request.body.token) : undefined;
    if (!member) {
      await team.record({ action: 'sign-in refused', detail: { method: 'link' }, ip: request.ip });
      return refuse(reply, 401, 'linkUsed');
    }
    return signIn(request, reply, team, settings, member, 'link');
  });

  /** A passkey's answer to a ceremony: the challenge its cookie names (taken, and the cookie cleared: it works once), the party, the passkey it names. */
  async function passkeyAnswer(request: FastifyRequest<{ Body: { response?: AuthenticationResponseJSON } }>, reply: FastifyReply) {
    const secret = readConsoleCookie(request, challengeCookie);
    clearConsoleCookie(request, reply, challengeCookie);
    const ceremony = secret ? await team.takeChallenge(secret) : undefined;
    const party = webauthnParty(request, options.allowedOrigins);
    const response = request.body?.response;
    const passkey = typeof response?.id === 'string' ? await team.passkey(response.id) : undefined;
    return { ceremony, party, response, passkey };
  }

  app.post('/api/auth/passkey/options', { config: { access: 'public' }, ...attempts }, async (request, reply) => {
    const party = webauthnParty(request, options.allowedOrigins);
    if (!party) return refuse(reply, 403, 'signInRefused');
    // No list of credentials: the browser offers the passkeys it has for this site (no address to type).
    const challengeOptions = await generateAuthenticationOptions({ rpID: party.rpID, userVerification: 'required' });
    const secret = newSecret();
    await team.saveChallenge(secret, challengeOptions.challenge, null, challengeTtlMs);
    setConsoleCookie(request, reply, challengeCookie, secret, challengeTtlMs / 1000);
    return challengeOptions;
  });

  app.post<{ Body: { response?: AuthenticationResponseJSON } }>('/api/auth/passkey', { config: { access: 'public' }, ...attempts }, async (request, reply) => {
    const { ceremony, party, response, passkey } = await passkeyAnswer(request, reply);
    const member = passkey && (await team.member(passkey.memberId));
    if (!ceremony || !party || !response || !passkey || !member) {
      await team.record({ action: 'sign-in refused', detail: { method: 'passkey' }, ip: request.ip });
      return refuse(reply, 401, 'signInRefused');
    }
    if (!(await passkeyAnswerHolds(team, { response, challenge: ceremony.challenge, party, passkey, member, requireUserVerification: true }))) {
      await team.record({ member, action: 'sign-in refused', detail: { method: 'passkey' }, ip: request.ip });
      return refuse(reply, 401, 'signInRefused');
    }
    return signIn(request, reply, team, settings, member, 'passkey');
  });

  // A signed-in member confirms it is them with their passkey (user verification required: a PIN,
  // a fingerprint), before a sensitive act (consoleAuth.ts's `fresh`).
  app.post('/api/auth/confirm/options', { config: { access: 'member' } }, async (request, reply) => {
    const member = request.member!;
    const party = webauthnParty(request, options.allowedOrigins);
    if (!party) return refuse(reply, 403, 'signInRefused');
    const passkeys = await team.passkeys(member.id);
    if (passkeys.length === 0) return refuse(reply, 409, 'noPasskeyToConfirm');
    const challengeOptions = await generateAuthenticationOptions({ rpID: party.rpID, allowCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: passkey.transports as never })), userVerification: 'required' });
    const secret = newSecret();
    await team.saveChallenge(secret, challengeOptions.challenge, member.id, challengeTtlMs);
    setConsoleCookie(request, reply, challengeCookie, secret, challengeTtlMs / 1000);
    return challengeOptions;
  });

  app.post<{ Body: { response?: AuthenticationResponseJSON } }>('/api/auth/confirm', { config: { access: 'member' }, ...attempts }, async (request, reply) => {
    const member = request.member!;
    const { ceremony, party, response, passkey } = await passkeyAnswer(request, reply);
    // The ceremony and the passkey must be this member's own.
    const holds =
      ceremony?.memberId === member.id && party && response && passkey?.memberId === member.id && (await passkeyAnswerHolds(team, { response, challenge: ceremony.challenge, party, passkey, member, requireUserVerification: true }));
    if (!holds) {
      await team.record({ member, action: 'confirmation refused', ip: request.ip });
      return refuse(reply, 401, 'notConfirmed');
    }
    await team.proveSession(sessionIdOf(request)!, 'passkey');
    await team.record({ member, action: 'confirmed with passkey', ip: request.ip });
    return { confirmed: true };
  });

  app.post('/api/auth/sign-out', { config: { access: 'public' } }, async (request, reply) => {
    const id = sessionIdOf(request);
    if (id) await team.endSession(id);
    clearSessionCookie(request, reply);
    if (request.member) await team.record({ member: request.member, action: 'signed out', ip: request.ip });
    return { signedOut: true };
  });

  app.post('/api/auth/sign-out-everywhere', { config: { access: 'member' } }, async (request, reply) => {
    const ended = await team.endAllSessions(request.member!.id);
    clearSessionCookie(request, reply);
    await team.record({ member: request.member, action: 'signed out everywhere', detail: { sessions: ended }, ip: request.ip });
    return { signedOut: true, sessions: ended };
  });
}

/** Whether a passkey's answer to a ceremony is genuine and this member's (its counter then moves on). */
async function passkeyAnswerHolds(
  team: TeamStore,
  { response, challenge, party, passkey, member, requireUserVerification }: { response: AuthenticationResponseJSON; challenge: string; party: { origin: string; rpID: string }; passkey: Passkey; member: Member; requireUserVerification: boolean },
): Promise<boolean> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification,
    });
    // The passkey's handle must be this member's: a credential moved to another account is refused.
    if (!verified || (response.response.userHandle && response.response.userHandle !== member.webauthnUserId)) return false;
    await team.passkeyUsed(passkey.id, authenticationInfo.newCounter);
    return true;
  } catch {
    return false;
  }
}
