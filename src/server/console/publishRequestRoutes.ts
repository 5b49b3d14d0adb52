// Scheduling a publish, and the approval of publishes when the site has it on: a member with the
// publish permission schedules a saved version for a date and time, or (approval on, without the
// approver permission) asks for approval, now or at a time; an approver sees what changed and
// approves (which publishes it, now or at its time) or sends it back with a note. A request is
// for one saved version: a newer save makes an awaiting one outdated, to be asked again.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { can } from '../../../studio/shared/roles.ts';
import { inEachLanguage, publishTime } from './mailWords.ts';
import type { ContentStore } from '../content/contentStore.ts';
import type { Member, TeamStore } from '../team/teamStore.ts';
import type { PublishRequests } from '../releases/publishRequests.ts';
import type { PublishRequest } from '../../../studio/shared/releases.ts';
import type { PublishSchedule } from '../releases/publishSchedule.ts';
import type { ReleaseStore } from '../releases/releaseStore.ts';
import { releaseChanges } from '../releases/releaseChanges.ts';
import type { NotifyMembers } from './teamNotices.ts';
import { refuse } from './refusals.ts';

export interface PublishRequestRoutesOptions {
  team: TeamStore;
  content: ContentStore;
  releases: ReleaseStore;
  requests: PublishRequests;
  schedule: PublishSchedule;
  notify: NotifyMembers;
  now?: () => number;
}

const yearMs = 366 * 24 * 3_600_000;
const longestNote = 1000;

/** Why a publish time cannot be taken, or undefined: a number of UTC milliseconds, ahead, within a year. */
function refusedTime(publishAt: unknown, now: number): 'choosePublishTime' | 'timePassed' | 'withinAYear' | undefined {
  if (typeof publishAt !== 'number' || !Number.isFinite(publishAt)) return 'choosePublishTime';
  if (publishAt <= now) return 'timePassed';
  if (publishAt > now + yearMs) return 'withinAYear';
}

export async function publishRequestRoutes(app: FastifyInstance, options: PublishRequestRoutesOptions) {
  const { team, content, releases, requests, schedule, notify } = options;
  const now = options.now ?? Date.now;
  const approvers = async () => (await team.members()).filter((member) => can(member.role, 'approver'));
  const found = async (id: string, reply: FastifyReply) => (await requests.request(id)) ?? void refuse(reply, 404, 'noSuchPublishRequest');
  const askApproval = async (member: Member, request: PublishRequest) =>
    notify(await approvers(), {
      subject: inEachLanguage((words) => words.notices.approvalAsked(member.name)),
      text: inEachLanguage((words, language) => words.notices.approvalAskedText(member.name, member.email, request.publishAt ? publishTime(request.publishAt, language) : null)),
      path: '/publish',
      tag: `publish-${request.id}`,
    });

  app.get('/api/publish-requests', { config: { access: 'content' } }, async () => {
    const [list, latest, approval] = await Promise.all([requests.list(), content.latest(), requests.approvalOn()]);
    // An awaiting request for a version older than the latest saved one cannot be approved.
    return { approval, latestContentId: latest.id, requests: list.map((request) => ({ ...request, outdated: request.status === 'awaiting approval' && request.contentId !== latest.id })) };
  });

  // The site's setting: owners only, with a fresh proof (it changes who may publish).
  app.post<{ Body: { on?: unknown } }>('/api/publish-requests/approval', { config: { access: 'members', fresh: true } }, async (request, reply) => {
    if (typeof request.body?.on !== 'boolean') return refuse(reply, 422, 'sayApprovalOnOrOff');
    await requests.setApproval(request.body.on);
    // Nothing goes out unapproved from now on.
    if (request.body.on) await requests.awaitApprovalOfUndecided();
    await team.record({ member: request.member, action: request.body.on ? 'approval switched on' : 'approval switched off', ip: request.ip });
    return { approval: request.body.on };
  });

  // Schedules the saved version the member saw, or asks for its approval (now or at a time).
  app.post<{ Body: { baseHash?: unknown; publishAt?: unknown } }>('/api/publish-requests', { config: { access: 'publish' } }, async (request, reply) => {
    const member = request.member!;
    const latest = await content.latest();
    if (latest.hash !== String(request.body?.baseHash ?? '')) return refuse(reply, 409, 'newerVersionSchedule', latest.savedBy);
    const needsApproval = !can(member.role, 'approver') && (await requests.approvalOn());
    const publishAt = request.body?.publishAt ?? null;
    if (!(needsApproval && publishAt === null)) {
      const refused = refusedTime(publishAt, now());
      if (refused) return refuse(reply, 422, refused);
    }
    const added = await requests.add({
      contentId: latest.id,
      publishAt: publishAt as number | null,
      status: needsApproval ? 'awaiting approval' : 'scheduled',
      requestedBy: member.email,
      decidedBy: can(member.role, 'approver') ? member.email : undefined,
    });
    await team.record({ member, action: needsApproval ? 'approval asked' : 'publish scheduled', detail: { request: added.id, content: latest.id, publishAt }, ip: request.ip });
    if (needsApproval) await askApproval(member, added);
    return reply.code(201).send(added);
  });

  // Another time for a request still open; with approval on, a change by a member without the permission needs approving again.
  app.patch<{ Params: { id: string }; Body: { publishAt?: unknown } }>('/api/publish-requests/:id', { config: { access: 'publish' } }, async (request, reply) => {
    const member = request.member!;
    const existing = await found(request.params.id, reply);
    if (!existing) return;
    const refused = refusedTime(request.body?.publishAt, now());
    if (refused) return refuse(reply, 422, refused);
    const again = !can(member.role, 'approver') && (await requests.approvalOn());
    const fields = again ? { publish_at: request.body.publishAt, status: 'awaiting approval', decided_by: null, decided_at: null } : { publish_at: request.body.publishAt };
    const moved = await requests.move(existing.id, ['awaiting approval', 'scheduled'], fields);
    if (!moved) return refuse(reply, 409, 'requestTimeClosed');
    await team.record({ member, action: 'publish time changed', detail: { request: moved.id, publishAt: moved.publishAt }, ip: request.ip });
    if (again && existing.status === 'scheduled') await askApproval(member, moved);
    return moved;
  });

  app.post<{ Params: { id: string } }>('/api/publish-requests/:id/cancel', { config: { access: 'publish' } }, async (request, reply) => {
    const moved = await requests.move(request.params.id, ['awaiting approval', 'scheduled'], { status: 'cancelled', decided_by: request.member!.email, decided_at: now() });
    if (!moved) return refuse(reply, 409, 'requestClosed');
    await team.record({ member: request.member, action: 'publish cancelled', detail: { request: moved.id }, ip: request.ip });
    return moved;
  });

  // Approving publishes the version asked for: now (then the page follows its release), or at its time.
  app.post<{ Params: { id: string } }>('/api/publish-requests/:id/approve', { config: { access: 'approver', fresh: true } }, async (request, reply) => {
    const existing = await found(request.params.id, reply);
    if (!existing) return;
    if (existing.status !== 'awaiting approval') return refuse(reply, 409, 'notAwaitingApproval');
    const latest = await content.latest();
    if (latest.id !== existing.contentId)
      return refuse(reply, 409, 'requestOutdated', latest.savedBy, existing.requestedBy);
    const publishAt = existing.publishAt !== null && existing.publishAt > now() ? existing.publishAt : now();
    const moved = await requests.move(existing.id, ['awaiting approval'], { status: 'scheduled', publish_at: publishAt, decided_by: request.member!.email, decided_at: now() });
    if (!moved) return refuse(reply, 409, 'notAwaitingApproval');
    await team.record({ member: request.member, action: 'publish approved', detail: { request: moved.id, content: moved.contentId }, ip: request.ip });
    if (publishAt <= now()) await schedule.look();
    const after = (await requests.request(moved.id))!;
    return { ...after, release: after.releaseId ? await releases.release(after.releaseId) : undefined };
  });

  app.post<{ Params: { id: string }; Body: { note?: unknown } }>('/api/publish-requests/:id/send-back', { config: { access: 'approver' } }, async (request, reply) => {
    const note = typeof request.body?.note === 'string' ? request.body.note.trim() : '';
    if (!note) return refuse(reply, 422, 'writeSendBackNote');
    if (note.length > longestNote) return refuse(reply, 422, 'sendBackNoteTooLong', longestNote);
    const moved = await requests.move(request.params.id, ['awaiting approval'], { status: 'sent back', note, decided_by: request.member!.email, decided_at: now() });
    if (!moved) return refuse(reply, 409, 'notAwaitingApproval');
    await team.record({ member: request.member, action: 'publish sent back', detail: { request: moved.id }, ip: request.ip });
    const asker = await team.memberByEmail(moved.requestedBy);
    await notify(asker ? [asker] : [], {
      subject: inEachLanguage((words) => words.notices.sentBack(request.member!.name)),
      text: inEachLanguage((words) => words.notices.sentBackText(request.member!.name, note)),
      path: '/publish',
      tag: `publish-${moved.id}`,
    });
    return moved;
  });

  // What the request would change on the live site, by page and block, in both languages.
  app.get<{ Params: { id: string } }>('/api/publish-requests/:id/changes', { config: { access: 'content' } }, async (request, reply) => {
    const existing = await found(request.params.id, reply);
    if (!existing) return;
    const live = await releases.release(await releases.liveId());
    const [before, after] = await Promise.all([live ? content.version(live.contentId) : undefined, content.version(existing.contentId)]);
    return releaseChanges(before?.text, after!.text);
  });
}
