// A member's own passkeys, and the owner's view of the team: invite, change a role, remove
// (their sessions end at once), send a new sign-in link, and read the record of every action.
import type { SendSignInLink } from './signInMail.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { isConsoleLanguage } from '../../../studio/shared/consoleLanguages.ts';
import { isRole, roleChoices } from '../../../studio/shared/roles.ts';
import { newSecret, TeamError, type TeamStore } from '../team/teamStore.ts';
import { clearConsoleCookie, publicMember, readConsoleCookie, requestOrigin, sessionIdOf, setConsoleCookie } from './consoleAuth.ts';
import { webauthnParty } from './authRoutes.ts';
import { refuse, refuseThrown } from './refusals.ts';

export interface TeamRoutesOptions {
  team: TeamStore;
  allowedOrigins: string[];
  /** The name passkey prompts show for the site ("Nuqta"). */
  siteName: string;
  inviteTtlMs: number;
  sendSignInLink?: SendSignInLink;
}

/** The passkey being made (its ceremony's secret). */
const registrationCookie = { name: 'nuqta_passkey', path: '/studio/api/passkeys' };
const ceremonyTtlMs = 5 * 60_000;

/** A TeamError in the member's language; anything else is the server's fault. */
async function refusals<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TeamError) return refuseThrown(reply, error);
    throw error;
  }
}

const passkeyView = (passkey: { id: string; name: string; createdAt: number; lastUsedAt: number | null }) => ({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt });

/** How long an owner's leave to add a new passkey lasts (a member who lost theirs). */
const newPasskeyLeaveMs = 24 * 3_600_000;

export async function teamRoutes(app: FastifyInstance, options: TeamRoutesOptions) {
  const { team } = options;
  /**
   * Whether this session may add a passkey: signed in with one; or with a link by a member who has
   * none yet (their first, after the invitation); or with a link by one whom an owner let add a new
   * one (a lost passkey). Otherwise a stolen inbox would be enough to plant the thief's own passkey.
   */
  const mayAddPasskey = async (request: FastifyRequest) => {
    const member = request.member!;
    if (request.session!.signedInWith === 'passkey') return true;
    if ((await team.passkeys(member.id)).length === 0) return true;
    return member.newPasskeyUntil !== null && member.newPasskeyUntil > team.now();
  };

  app.get('/api/passkeys', { config: { access: 'member' } }, async (request) => (await team.passkeys(request.member!.id)).map(passkeyView));

  app.post('/api/passkeys/options', { config: { access: 'member', fresh: true } }, async (request, reply) => {
    const member = request.member!;
    const party = webauthnParty(request, options.allowedOrigins);
    if (!party) return refuse(reply, 403, 'passkeysOwnAddress');
    if (!(await mayAddPasskey(request))) return refuse(reply, 403, 'askAnOwner');
    const creation = await generateRegistrationOptions({
      rpName: options.siteName,
      rpID: party.rpID,
      userName: member.email,
      userDisplayName: member.name,
      userID: new Uint8Array(Buffer.from(member.webauthnUserId, 'base64url')),
      attestationType: 'none',
      excludeCredentials: (await team.passkeys(member.id)).map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      // A discoverable passkey: signing in needs no address.
      // With its PIN or fingerprint: what it opens (publishing, leads) asks for both.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const secret = newSecret();
    await team.saveChallenge(secret, creation.challenge, member.id, ceremonyTtlMs);
    setConsoleCookie(request, reply, registrationCookie, secret, ceremonyTtlMs / 1000);
    return creation;
  });

  app.post<{ Body: { response?: RegistrationResponseJSON; name?: unknown } }>('/api/passkeys', { config: { access: 'member', fresh: true } }, async (request, reply) => {
    const member = request.member!;
    const secret = readConsoleCookie(request, registrationCookie);
    clearConsoleCookie(request, reply, registrationCookie);
    const ceremony = secret ? await team.takeChallenge(secret) : undefined;
    const party = webauthnParty(request, options.allowedOrigins);
    // The ceremony must be this member's own: one started in another session cannot be finished here.
    if (!ceremony || ceremony.memberId !== member.id || !party || !request.body?.response) return refuse(reply, 400, 'passkeyNotAdded');
    if (!(await mayAddPasskey(request))) return refuse(reply, 403, 'askAnOwner');
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: request.body.response,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.rpID,
        requireUserVerification: true,
      });
      if (!verified || !registrationInfo) return refuse(reply, 400, 'passkeyNotAdded');
      const { credential } = registrationInfo;
      const name = typeof request.body.name === 'string' && request.body.name.trim() ? request.body.name.trim().slice(0, 60) : 'Passkey';
      const passkey = await team.addPasskey({ id: credential.id, memberId: member.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [], name });
      // The member has just proved it is them with it: this session is a passkey one from now on,
      // and an owner's leave to add one is used up.
      const via = request.session!.signedInWith;
      await team.proveSession(sessionIdOf(request)!, 'passkey');
      await team.allowNewPasskey(member.id, null);
      await team.record({ member, action: 'passkey added', detail: { name, signedInWith: via }, ip: request.ip });
      return passkeyView(passkey);
    } catch {
      return refuse(reply, 400, 'passkeyNotAdded');
    }
  });

  app.delete<{ Params: { id: string } }>('/api/passkeys/:id', { config: { access: 'member', fresh: true } }, async (request, reply) => {
    if (!(await team.removePasskey(request.member!.id, request.params.id))) return refuse(reply, 404, 'noSuchPasskey');
    await team.record({ member: request.member, action: 'passkey removed', ip: request.ip });
    return { removed: true };
  });

  // The recovery of a member who lost their passkey: an owner (confirming with their own) lets
  // them add a new one after their next link sign-in, within 24 hours.
  app.post<{ Params: { id: string } }>('/api/members/:id/new-passkey', { config: { access: 'members', fresh: true } }, async (request, reply) => {
    const member = await team.member(request.params.id);
    if (!member) return refuse(reply, 404, 'noSuchMember');
    const until = team.now() + newPasskeyLeaveMs;
    await team.allowNewPasskey(member.id, until);
    await team.record({ member: request.member, action: 'new passkey allowed', detail: { email: member.email }, ip: request.ip });
    return { until };
  });

  app.get('/api/members', { config: { access: 'members' } }, async () => (await team.members()).map(publicMember));

  app.post<{ Body: { email?: unknown; name?: unknown; role?: unknown; language?: unknown } }>('/api/members', { config: { access: 'members' } }, async (request, reply) => {
    const { email, name, role } = request.body ?? {};
    // The language their invitation and console come in: as the owner chose, else the owner's own.
    const language = isConsoleLanguage(request.body?.language) ? request.body.language : (request.member!.language ?? 'en');
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return refuse(reply, 422, 'enterNewMemberEmail');
    if (!isRole(role)) return refuse(reply, 422, 'chooseRole', roleChoices);
    return refusals(reply, async () => {
      const member = await team.addMember({ email, name: typeof name === 'string' ? name : '', role, language });
      await team.record({ member: request.member, action: 'member invited', detail: { email: member.email, role }, ip: request.ip });
      const token = await team.createSignInLink(member.id, options.inviteTtlMs);
      const link = `${requestOrigin(request, options.allowedOrigins)}/studio/sign-in#${token}`;
      if (options.sendSignInLink) await options.sendSignInLink({ to: member.email, language, link, validForMs: options.inviteTtlMs, invitedBy: request.member!.name });
      // Without e-mail, the owner passes the link on; it works once.
      return reply.code(201).send({ member: publicMember(member), link: options.sendSignInLink ? undefined : link });
    });
  });

  app.patch<{ Params: { id: string }; Body: { role?: unknown } }>('/api/members/:id', { config: { access: 'members', fresh: true } }, async (request, reply) => {
    const role = request.body?.role;
    if (!isRole(role)) return refuse(reply, 422, 'chooseRole', roleChoices);
    return refusals(reply, async () => {
      const member = await team.setRole(request.params.id, role);
      await team.record({ member: request.member, action: 'role changed', detail: { email: member.email, role }, ip: request.ip });
      return publicMember(member);
    });
  });

  app.delete<{ Params: { id: string } }>('/api/members/:id', { config: { access: 'members', fresh: true } }, async (request, reply) =>
    refusals(reply, async () => {
      const member = await team.removeMember(request.params.id);
      await team.record({ member: request.member, action: 'member removed', detail: { email: member.email }, ip: request.ip });
      return { removed: publicMember(member) };
    }),
  );

  app.get<{ Querystring: { before?: string } }>('/api/audit', { config: { access: 'audit' } }, async (request) => {
    const before = Number(request.query.before);
    return team.audit({ before: Number.isFinite(before) && before > 0 ? before : undefined, limit: 100 });
  });
}
