// Carries out scheduled publishes. Every instance looks every `intervalMs` (15 s): a due request
// is claimed in one conditional write, so that one instance alone publishes it; the others see
// it claimed. A restart loses nothing (the requests are in the database); an instance that stops
// mid-publish leaves its release abandoned, and the request is scheduled again for the next look
// (of any instance). A publish that fails at its time leaves the live release as it was and
// notifies whoever scheduled it.
import { inEachLanguage, publishTime } from '../console/mailWords.ts';
import type { NotifyMembers } from '../console/teamNotices.ts';
import type { Member, TeamStore } from '../team/teamStore.ts';
import type { Publisher } from './publisher.ts';
import type { PublishRequests } from './publishRequests.ts';
import type { PublishRequest } from '../../../studio/shared/releases.ts';
import { interrupted, type ReleaseStore } from './releaseStore.ts';

export interface PublishScheduleOptions {
  requests: PublishRequests;
  publisher: Publisher;
  releases: ReleaseStore;
  team: TeamStore;
  notify: NotifyMembers;
  intervalMs?: number;
  /** A claim whose instance never started its release (it stopped at once) is given up after this. */
  claimTimeoutMs?: number;
  /** The publisher's: a build silent that long was interrupted. */
  abandonAfterMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export function publishSchedule(options: PublishScheduleOptions) {
  const { requests, publisher, releases, team, notify } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const claimTimeoutMs = options.claimTimeoutMs ?? 120_000;
  const again = { status: 'scheduled', claimed_at: null, release_id: null };

  /** Who a scheduled publish is made as: whoever scheduled it (or approved it), for the record and the release's "by". */
  const publisherOf = async (request: PublishRequest): Promise<Member> =>
    (await team.memberByEmail(request.decidedBy ?? request.requestedBy)) ?? ({ id: '', email: request.decidedBy ?? request.requestedBy, name: request.requestedBy, role: 'editor' } as Member);

  async function failed(request: PublishRequest, error: string) {
    const moved = await requests.move(request.id, ['publishing'], { status: 'failed', note: error.slice(0, 2000) });
    if (!moved) return;
    const scheduledBy = await team.memberByEmail(request.requestedBy);
    await notify(scheduledBy ? [scheduledBy] : [], {
      subject: inEachLanguage((words) => words.notices.scheduleFailed),
      text: inEachLanguage((words, language) => words.notices.scheduleFailedText(publishTime(request.publishAt ?? now(), language), error)),
      path: '/publish',
      tag: `publish-${request.id}`,
    });
  }

  /** What became of the releases of requests being published: live, failed, or lost with an instance (scheduled again). */
  async function settle() {
    for (const request of await requests.publishing()) {
      if (!request.releaseId) {
        if ((request.claimedAt ?? 0) < now() - claimTimeoutMs) await requests.move(request.id, ['publishing'], again);
        continue;
      }
      const release = await releases.release(request.releaseId);
      if (!release || release.status === 'building') continue;
      if (release.status !== 'failed') await requests.move(request.id, ['publishing'], { status: 'published' });
      else if (release.error === interrupted) await requests.move(request.id, ['publishing'], again);
      else await failed(request, release.error ?? 'The publish failed.');
    }
  }

  /** Starts the first due request (one publish at a time); one that finds another publish running waits for the next look. */
  async function startDue() {
    for (const due of await requests.due()) {
      const claimed = await requests.claim(due.id);
      if (!claimed) continue;
      try {
        const result = await publisher.publishVersion(await publisherOf(claimed), claimed.contentId);
        if (result.status === 'busy') await requests.move(claimed.id, ['publishing'], again);
        else {
          await requests.move(claimed.id, ['publishing'], { release_id: result.release.id });
          // Settled as soon as the publish ends here (the Publish page reads "Published" then), not at the next look.
          void publisher.settled().then(() => look());
        }
      } catch (error) {
        await failed(claimed, (error as Error).message);
      }
      return;
    }
  }

  let looking: Promise<void> = Promise.resolve();
  let stopped = false;
  /** One look: settles what was being published, then starts what is due. */
  const look = (): Promise<void> =>
    (looking = looking.then(async () => {
      if (stopped) return;
      try {
        await releases.failAbandoned(options.abandonAfterMs ?? 60_000);
        await settle();
        await startDue();
      } catch (error) {
        log(`Scheduled publishing: ${(error as Error).message}`);
      }
    }));
  const timer = setInterval(() => void look(), options.intervalMs ?? 15_000);
  timer.unref();
  void look();
  return {
    look,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await looking;
    },
  };
}

export type PublishSchedule = ReturnType<typeof publishSchedule>;
