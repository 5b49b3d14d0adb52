// The sessions a member controls: the list of where they are signed in (device and browser, when
// they signed in, last use, from which address), ending one, or every other; and an owner ending
// all of another member's. Each is recorded, and asks for a proof of the last 10 minutes (ASVS 7.5.2).
import type { FastifyInstance } from 'fastify';
import { sessionRef, type SessionView, type TeamStore } from '../team/teamStore.ts';
import { clearSessionCookie, sessionIdOf, type SessionSettings } from './consoleAuth.ts';
import { refuse } from './refusals.ts';

/** The browser and system a user agent names, in the words a member knows ("Chrome", "Android"). */
export function deviceOf(userAgent: string): { browser: string; system: string } {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /OPR\//.test(userAgent) ? 'Opera' : /Firefox\//.test(userAgent) ? 'Firefox' : /SamsungBrowser\//.test(userAgent) ? 'Samsung Internet' : /Chrome\/|CriOS\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'A browser';
  const system = /iPhone/.test(userAgent) ? 'iPhone' : /iPad/.test(userAgent) ? 'iPad' : /Android/.test(userAgent) ? 'Android' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X|Macintosh/.test(userAgent) ? 'Mac' : /CrOS/.test(userAgent) ? 'ChromeOS' : /Linux/.test(userAgent) ? 'Linux' : 'an unknown system';
  return { browser, system };
}

const view = (session: SessionView, currentRef?: string) => ({ ...session, ...deviceOf(session.userAgent), current: session.ref === currentRef });

export async function sessionRoutes(app: FastifyInstance, { team, settings }: { team: TeamStore; settings: SessionSettings }) {
  app.get('/api/sessions', { config: { access: 'member' } }, async (request) => {
    const current = sessionRef(sessionIdOf(request)!);
    return (await team.sessions(request.member!.id, settings.idleMs)).map((session) => view(session, current));
  });

  app.delete<{ Params: { ref: string } }>('/api/sessions/:ref', { config: { access: 'member', fresh: true } }, async (request, reply) => {
    const member = request.member!;
    const ended = (await team.sessions(member.id, settings.idleMs)).find((session) => session.ref === request.params.ref);
    if (!ended || !(await team.endSessionByRef(member.id, ended.ref))) return refuse(reply, 404, 'sessionEnded');
    const { browser, system } = deviceOf(ended.userAgent);
    await team.record({ member, action: 'session ended', detail: { device: `${browser} on ${system}`, from: ended.ip }, ip: request.ip });
    if (ended.ref === sessionRef(sessionIdOf(request)!)) clearSessionCookie(request, reply);
    return { ended: true };
  });

  app.post('/api/sessions/end-others', { config: { access: 'member', fresh: true } }, async (request) => {
    const ended = await team.endOtherSessions(request.member!.id, sessionIdOf(request)!);
    await team.record({ member: request.member, action: 'other sessions ended', detail: { sessions: ended }, ip: request.ip });
    return { ended };
  });

  // An owner's: a member's lost phone, or a member leaving the team's shared computer signed in.
  app.get<{ Params: { id: string } }>('/api/members/:id/sessions', { config: { access: 'members' } }, async (request) => (await team.sessions(request.params.id, settings.idleMs)).map((session) => view(session)));

  app.delete<{ Params: { id: string } }>('/api/members/:id/sessions', { config: { access: 'members', fresh: true } }, async (request, reply) => {
    const member = await team.member(request.params.id);
    if (!member) return refuse(reply, 404, 'noSuchMember');
    const ended = await team.endAllSessions(member.id);
    await team.record({ member: request.member, action: 'member’s sessions ended', detail: { email: member.email, sessions: ended }, ip: request.ip });
    return { ended };
  });
}
