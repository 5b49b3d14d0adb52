// Review links in the console: a member with the content permission makes a link to the saved
// version for a few days, sees the links and the reviewers' comments, and revokes a link. And
// the reviewer's side, open to anyone with a link: the page the link opens, which hands its
// secret to the server (/api/review/enter, setting the review cookie), the preview bar's files
// and comments, and the way out of the preview. The site itself answers a review cookie with the
// link's version (reviewSite.ts, through src/server/app.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentStore } from '../content/contentStore.ts';
import type { TeamStore } from '../team/teamStore.ts';
import { isOpen, type ReviewLinks } from '../review/reviewLinks.ts';
import type { ReviewRenders } from '../review/reviewRenders.ts';
import { reviewCookie, reviewSecretOf, type ReviewSite } from '../review/reviewSite.ts';
import { requestOrigin } from './consoleAuth.ts';
import { refuse as refuseIn } from './refusals.ts';

export interface ReviewRoutesOptions {
  team: TeamStore;
  content: ContentStore;
  links: ReviewLinks;
  renders: ReviewRenders;
  site: ReviewSite;
  allowedOrigins: string[];
  /** Links opened (secrets tried) one address may make in a minute. */
  attemptsPerMinute: number;
  now?: () => number;
}

const dayMs = 86_400_000;
/** How long a link may work: a day to a month. */
const longestDays = 30;
const longestComment = 2000;
const longestAuthor = 80;

const files = Object.fromEntries(
  (['bar.js', 'enter.js', 'bar.css'] as const).map((name) => [name, readFileSync(join(import.meta.dirname, '../review/files', name), 'utf8')]),
) as Record<'bar.js' | 'enter.js' | 'bar.css', string>;

/** A path of this site to go back to, never another site's ("//elsewhere", "/\\elsewhere"). */
const localPath = (value: unknown) => (typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 300 ? value : '/');

export async function reviewRoutes(app: FastifyInstance, options: ReviewRoutesOptions) {
  const { team, content, links, renders, site } = options;
  const now = options.now ?? Date.now;
  const refuse = (reply: FastifyReply, code: number, error: string) => reply.code(code).send({ error });
  const cookieOptions = (request: FastifyRequest, maxAgeSeconds: number) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https', maxAge: maxAgeSeconds });
  const attempts = { onRequest: app.rateLimit({ max: options.attemptsPerMinute, timeWindow: 60_000 }) };
  const commentsPerMinute = { onRequest: app.rateLimit({ max: 10, timeWindow: 60_000, keyGenerator: (request) => `review-comment:${request.ip}` }) };

  // The members' side.
  app.get('/api/review-links', { config: { access: 'content' } }, async () => {
    const list = await links.list();
    const comments = await links.comments(list.map((link) => link.id));
    return { links: list.map((link) => ({ ...link, open: isOpen(link, now()), comments: comments.filter((comment) => comment.linkId === link.id) })) };
  });

  app.post<{ Body: { baseHash?: unknown; days?: unknown } }>('/api/review-links', { config: { access: 'content' } }, async (request, reply) => {
    const days = request.body?.days;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > longestDays) return refuseIn(reply, 422, 'chooseLinkDays', longestDays);
    const latest = await content.latest();
    if (latest.hash !== String(request.body?.baseHash ?? '')) return refuseIn(reply, 409, 'newerVersionLink', latest.savedBy);
    const { link, secret } = await links.create({ contentId: latest.id, createdBy: request.member!.email, lifetimeMs: days * dayMs });
    await team.record({ member: request.member, action: 'review link made', detail: { link: link.id, content: latest.id, days }, ip: request.ip });
    // Rendered now, so the reviewer's first page does not wait for it.
    renders.release(latest.id).catch((error: Error) => console.error(`The review of version ${latest.id} was not rendered: ${error.message}`));
    const origin = requestOrigin(request, options.allowedOrigins) ?? options.allowedOrigins[0];
    return reply.code(201).send({ link: { ...link, open: true, comments: [] }, url: `${origin}/studio/review#${secret}` });
  });

  app.post<{ Params: { id: string } }>('/api/review-links/:id/revoke', { config: { access: 'content' } }, async (request, reply) => {
    const revoked = await links.revoke(request.params.id, request.member!.email);
    if (!revoked) return refuseIn(reply, 409, 'linkEndedAlready');
    site.forget();
    await team.record({ member: request.member, action: 'review link revoked', detail: { link: revoked.id }, ip: request.ip });
    await renders.forgetUnwanted();
    return { ...revoked, open: false };
  });

  // The reviewer's side.
  app.get('/review', { config: { access: 'public' } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(site.entryPage()));
  app.get('/review/bar.js', { config: { access: 'public' } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(files['bar.js']));
  app.get('/review/enter.js', { config: { access: 'public' } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(files['enter.js']));
  app.get('/review/bar.css', { config: { access: 'public' } }, async (_request, reply) => reply.type('text/css; charset=utf-8').send(files['bar.css']));

  app.post<{ Body: { secret?: unknown } }>('/api/review/enter', { config: { access: 'public' }, ...attempts }, async (request, reply) => {
    const secret = typeof request.body?.secret === 'string' ? request.body.secret : '';
    const link = secret ? await links.bySecret(secret) : undefined;
    if (!link || !isOpen(link, now())) return refuse(reply, 410, 'This preview link has ended.');
    reply.setCookie(reviewCookie, secret, cookieOptions(request, Math.floor((link.expiresAt - now()) / 1000)));
    return { to: '/' };
  });

  app.post<{ Body: { path?: unknown; text?: unknown; author?: unknown } }>('/api/review/comments', { config: { access: 'public' }, ...commentsPerMinute }, async (request, reply) => {
    const secret = reviewSecretOf(request);
    const link = secret ? await links.bySecret(secret) : undefined;
    if (!link || !isOpen(link, now())) return refuse(reply, 410, 'This preview link has ended.');
    const text = typeof request.body?.text === 'string' ? request.body.text.trim() : '';
    const author = typeof request.body?.author === 'string' ? request.body.author.trim() : '';
    if (!text) return refuse(reply, 422, 'Write your comment first.');
    if (text.length > longestComment) return refuse(reply, 422, `The comment is too long: at most ${longestComment} characters.`);
    if (author.length > longestAuthor) return refuse(reply, 422, `The name is too long: at most ${longestAuthor} characters.`);
    const comment = await links.addComment({ linkId: link.id, path: localPath(request.body?.path), author: author || null, text });
    return reply.code(201).send({ id: comment.id });
  });

  // Out of the preview, back to the same page of the live site (a plain link: works without script).
  app.get<{ Querystring: { to?: string } }>('/review/leave', { config: { access: 'public' } }, async (request, reply) =>
    reply.clearCookie(reviewCookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' }).redirect(localPath(request.query.to), 303),
  );
}
