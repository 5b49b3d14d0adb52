// The studio's content on the production server: the saved site.json in the database instead of
// a file, the same checks and messages as `npm run validate`, and publishing and rolling back
// releases built from it. Two members at once: a save or a publish made from an older version is
// refused with who saved the newer one and when, never written over it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DraftRequest, ImageLibrary, SaveResponse, Session, UploadResponse } from '../../../studio/shared/api.ts';
import type { SiteData } from '../../../studio/shared/siteData.ts';
import { join } from 'node:path';
import { projectRoot } from '../render/schemas.ts';
import { blockTypes, formSchemaBundle } from '../content/formSchemas.ts';
import { listImages, uploadNameTaken } from '../images/imageLibrary.ts';
import { largestUploadBytes, prepareUpload, shownFileName, uploadFileName, UploadRefused } from '../images/imageUpload.ts';
import { unguessable, uploadsFolder, type UploadStore } from '../images/uploadStore.ts';
import { sourceSuffix } from '../render/imageSizes.ts';
import { formatSite } from '../content/siteFile.ts';
import { draftChecker } from '../content/draftChecks.ts';
import { contentHash, type ContentStore } from '../content/contentStore.ts';
import type { TeamStore } from '../team/teamStore.ts';
import type { Publisher } from '../releases/publisher.ts';
import type { ReleaseStore } from '../releases/releaseStore.ts';
import type { Release } from '../../../studio/shared/releases.ts';
import { releaseChanges } from '../releases/releaseChanges.ts';
import type { PublishRequests } from '../releases/publishRequests.ts';
import { can } from '../../../studio/shared/roles.ts';
import type { SiteCheck } from '../../../studio/shared/siteChecks.ts';
import { refusal, refuse, refuseThrown, refusalOf as refuseThrownBody } from './refusals.ts';

export interface ContentRoutesOptions {
  team: TeamStore;
  content: ContentStore;
  releases: ReleaseStore;
  publisher: Publisher;
  /** The images members upload (in the database, which every instance shares). */
  uploads: UploadStore;
  /** Scheduled and approved publishes, and the site's approval setting (publishRequestRoutes.ts). */
  requests?: PublishRequests;
}

const fileLabel = 'site.json';
const when = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

export async function contentRoutes(app: FastifyInstance, { team, content, releases, publisher, uploads, requests }: ContentRoutesOptions) {
  /** With the site's approval on, only an approver publishes or rolls back at once; the others ask. */
  const mustAsk = async (request: FastifyRequest) => !can(request.member!.role, 'approver') && Boolean(await requests?.approvalOn());
  // The checks of drafts and saves in a thread of their own: visitors' requests never wait on them.
  const checks = draftChecker();
  app.addHook('onClose', async () => void (await checks.close()));
  const schemas = formSchemaBundle();
  const types = blockTypes();
  const publicImages = join(projectRoot, 'public/images');
  /** The files a draft may name besides public/'s: the uploads, as site.json names them. */
  const files = async () => ({ uploadedFiles: new Set([...(await uploads.paths())].map((path) => `/${path}`)) });

  app.get('/api/session', { config: { access: 'content' } }, async (): Promise<Session & { savedBy: string; savedAt: number }> => {
    const latest = await content.latest();
    const site = JSON.parse(latest.text) as SiteData;
    return {
      fileLabel,
      site,
      hash: latest.hash,
      formatted: formatSite(site) === latest.text,
      problems: await checks.problemsOfText(latest.text, fileLabel, await files()),
      schemas,
      blockTypes: types,
      savedBy: latest.savedBy,
      savedAt: latest.savedAt,
    };
  });

  app.post<{ Body: DraftRequest }>('/api/draft', { config: { access: 'content' } }, async (request) => {
    const { text, problems } = await checks.checkDraft(request.body.site, fileLabel, await files());
    return { problems, hash: contentHash(text) };
  });

  app.post<{ Body: { site: SiteData; baseHash: string } }>('/api/save', { config: { access: 'content' } }, async (request, reply): Promise<SaveResponse | void> => {
    const { text, problems } = await checks.checkDraft(request.body.site, fileLabel, await files());
    if (problems.length > 0) return reply.code(422).send({ status: 'problems', problems });
    const result = await content.save(text, String(request.body.baseHash), request.member!.email);
    if (result.status === 'conflict') {
      const { latest } = result;
      const theirs = { site: JSON.parse(latest.text) as SiteData, hash: latest.hash, savedAt: latest.savedAt, savedBy: latest.savedBy };
      // The studio shows the title and the message in the member's language (refusalWords.ts).
      const title = refusal(request, 'savedMeanwhileTitle').error;
      const { error, code } = refusal(request, 'savedMeanwhile', latest.savedBy, when(latest.savedAt));
      return reply.code(409).send({ status: 'conflict', code, title, message: error, theirs });
    }
    await team.record({ member: request.member, action: 'content saved', detail: { version: result.version.id }, ip: request.ip });
    return { status: 'saved', hash: result.version.hash };
  });

  // The images a draft may name: the uploads, newest first, then those of the project's public/.
  app.get('/api/images', { config: { access: 'content' } }, async (): Promise<ImageLibrary> => ({ images: [...(await uploads.library()), ...(await listImages(publicImages))], uploads: true }));

  // An uploaded image: its bytes (its name in X-File-Name), checked and made in every size and
  // format as the local studio does, kept in the database under a name no image has.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const upload = {
    config: { access: 'content' as const, takesFile: true },
    bodyLimit: largestUploadBytes,
    errorHandler: (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
      if (error.statusCode === 413) return refuse(reply, 413, 'imageTooLarge', shownFileName(uploadFileName(request.headers['x-file-name'])), largestUploadBytes / 1024 / 1024);
      throw error;
    },
  };
  app.post<{ Body: Buffer | undefined }>('/api/images', upload, async (request, reply): Promise<UploadResponse | void> => {
    const fileName = uploadFileName(request.headers['x-file-name']);
    const inPublic = uploadNameTaken(publicImages);
    try {
      // A name taken between reading the names and keeping the files (another upload) takes the next.
      for (let attempt = 0; attempt < 3; attempt++) {
        const names = await uploads.names();
        const prepared = await prepareUpload(fileName, request.body ?? Buffer.alloc(0), (name) => names.has(name) || inPublic(name), unguessable);
        const name = prepared.src.slice(`/${uploadsFolder}`.length, -sourceSuffix.length);
        if (!(await uploads.add(prepared, name, request.member!.email))) continue;
        await team.record({ member: request.member, action: 'image uploaded', detail: { image: prepared.src, file: fileName.slice(0, 200) }, ip: request.ip });
        return reply.code(201).send({ src: prepared.src, width: prepared.width, height: prepared.height });
      }
      throw new Error('Three uploads took the same name at once.');
    } catch (error) {
      if (error instanceof UploadRefused) return refuseThrown(reply, error);
      throw error;
    }
  });

  // What is saved, in a few bytes (the publish page compares it with the live release's).
  app.get('/api/content', { config: { access: 'content' } }, async () => {
    const { id, hash, savedBy, savedAt } = await content.latest();
    return { id, hash, savedBy, savedAt };
  });

  // The warnings of a saved version (the latest unless asked), for the Publish page and the
  // approval of a request: the site's checks (studio/shared/siteChecks.ts), in the checks' thread.
  // A saved version never changes, so its checks are kept (the last few).
  const checked = new Map<string, Promise<SiteCheck[]>>();
  app.get<{ Querystring: { version?: string } }>('/api/content/checks', { config: { access: 'content' } }, async (request, reply) => {
    const version = request.query.version ? await content.version(request.query.version) : await content.latest();
    if (!version) return refuse(reply, 404, 'noSuchVersion');
    let warnings = checked.get(version.id);
    if (!warnings) {
      warnings = checks.siteChecksOfText(version.text);
      warnings.catch(() => checked.delete(version.id));
      checked.set(version.id, warnings);
      if (checked.size > 10) checked.delete(checked.keys().next().value!);
    }
    return { version: version.id, checks: await warnings };
  });

  app.get('/api/releases', { config: { access: 'publish' } }, async () => {
    // The Publish page is open: its publish's work loads while the member reads it.
    publisher.prepare();
    const [list, liveId] = await Promise.all([releases.releases(30), releases.liveId()]);
    return { live: liveId, releases: list };
  });

  app.get<{ Params: { id: string } }>('/api/releases/:id', { config: { access: 'publish' } }, async (request, reply) => {
    const release = await releases.release(request.params.id);
    return release ?? refuse(reply, 404, 'noSuchRelease');
  });

  // What a release changed against the one before it, by page and block, in both languages.
  app.get<{ Params: { id: string } }>('/api/releases/:id/changes', { config: { access: 'publish' } }, async (request, reply) => {
    const list = await releases.releases(1000);
    const index = list.findIndex((release) => release.id === request.params.id);
    if (index < 0) return refuse(reply, 404, 'noSuchRelease');
    const before = list.slice(index + 1).find((release: Release) => release.status !== 'failed' && release.status !== 'building');
    const [after, previous] = await Promise.all([content.version(list[index].contentId), before ? content.version(before.contentId) : undefined]);
    return releaseChanges(previous?.text, after!.text);
  });

  app.post<{ Body: { baseHash?: unknown } }>('/api/publish', { config: { access: 'publish' } }, async (request, reply) => {
    if (await mustAsk(request)) return refuse(reply, 403, 'approvalNeeded');
    const result = await publisher.publish(request.member!, String(request.body?.baseHash ?? ''));
    if (result.status === 'conflict') {
      const { error, code } = refusal(request, 'publishedMeanwhile', result.latest.savedBy, when(result.latest.savedAt));
      return reply.code(409).send({ status: 'conflict', code, message: error });
    }
    if (result.status === 'busy') {
      const { error, code } = refusal(request, 'publishBusy', result.release.startedBy);
      return reply.code(409).send({ status: 'busy', code, message: error, release: result.release });
    }
    return reply.code(202).send(result);
  });

  app.post<{ Params: { id: string } }>('/api/releases/:id/live', { config: { access: 'publish' } }, async (request, reply) => {
    if (await mustAsk(request)) return refuse(reply, 403, 'approvalNeeded');
    const result = await publisher.rollback(request.member!, request.params.id);
    if (result.status === 'live') return result;
    const { error, code } = refuseThrownBody(request, result.refusal);
    return reply.code(result.refusal.status).send({ status: 'refused', code, message: error });
  });
}
