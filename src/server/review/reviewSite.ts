// The site as a reviewer sees it. Opening a review link (/studio/review#<secret>) sets a cookie
// that holds the secret; with it, every address of the site answers from the link's version,
// rendered as its release would be, with a thin bar above the page (which version, by whom, when;
// a comment form; a way out). Those answers are never stored (no-store, for browsers, CDNs and
// the site's service worker) nor indexed. Once the link ends, its pages are replaced by a plain
// page that says so. What the live site serves the same (the code's files) comes from the live
// release, as for any visitor.
import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../app/locale.ts';
import type { SiteRelease } from '../siteRelease.ts';
import type { ContentStore } from '../content/contentStore.ts';
import type { TeamStore } from '../team/teamStore.ts';
import { isOpen, type ReviewLinks } from './reviewLinks.ts';
import { type ReviewLink } from '../../../studio/shared/review.ts';
import type { ReviewRenders } from './reviewRenders.ts';
import { reviewTime, reviewWords } from './reviewWords.ts';
import { deploymentAuthor } from '../../../studio/shared/deploymentRelease.ts';

export const reviewCookie = 'nuqta_review';

export type ReviewState =
  | { kind: 'ended' }
  | { kind: 'open'; link: ReviewLink; release: SiteRelease; savedBy: string; savedAt: number };

export interface ReviewSiteOptions {
  links: ReviewLinks;
  renders: ReviewRenders;
  content: ContentStore;
  team: TeamStore;
  now?: () => number;
  /** How long a link's state is believed before the database is asked again (a revoke on another instance). */
  recheckMs?: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The secret of the review link this browser opened, if any. */
export function reviewSecretOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? fastifyCookie.parse(header)[reviewCookie] || undefined : undefined;
}

export type ReviewSite = ReturnType<typeof reviewSite>;

export function reviewSite({ links, renders, content, team, now = Date.now, recheckMs = 5_000 }: ReviewSiteOptions) {
  const known = new Map<string, { link: ReviewLink | undefined; checkedAt: number }>();
  /** Who saved a version (by name: a reviewer knows the team's names, not their addresses) and when; a saved version never changes, so it is asked once. */
  const savedOf = new Map<string, Promise<{ savedBy: string; savedAt: number }>>();
  const saved = (contentId: string) => {
    let found = savedOf.get(contentId);
    if (!found) {
      found = (async () => {
        const version = (await content.version(contentId))!;
        const member = version.savedBy === deploymentAuthor ? undefined : await team.memberByEmail(version.savedBy);
        return { savedBy: member?.name ?? version.savedBy, savedAt: version.savedAt };
      })();
      if (savedOf.size > 100) savedOf.clear();
      savedOf.set(contentId, found);
      found.catch(() => savedOf.delete(contentId));
    }
    return found;
  };

  const linkOf = async (secret: string) => {
    const cached = known.get(secret);
    if (cached && now() - cached.checkedAt < recheckMs) return cached.link;
    const link = await links.bySecret(secret);
    if (known.size > 1000) known.clear();
    known.set(secret, { link, checkedAt: now() });
    return link;
  };

  return {
    /** A link revoked here ends at once here; other instances believe their last look for recheckMs at most. */
    forget: () => known.clear(),
    /** The review the request is part of: none (no cookie), an ended link, or an open one with its version's release. */
    async stateOf(request: FastifyRequest): Promise<ReviewState | undefined> {
      const secret = reviewSecretOf(request);
      if (!secret) return undefined;
      const link = await linkOf(secret);
      if (!link || !isOpen(link, now())) return { kind: 'ended' };
      const [release, version] = await Promise.all([renders.release(link.contentId), saved(link.contentId)]);
      return { kind: 'open', link, release, ...version };
    },

    /**
     * A page of the version with the preview bar above it and what keeps it out of search engines.
     * The bar holds buttons, no link: the page's skip link stays its first link.
     */
    withBar(html: string, state: Extract<ReviewState, { kind: 'open' }>, locale: Locale, path: string): string {
      const words = reviewWords[locale];
      const until = words.ends(reviewTime(state.link.expiresAt, locale));
      const bar = `<aside class="review-bar" aria-label="${escapeHtml(words.preview)}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}" lang="${locale}">
<p class="review-bar-what"><strong>${escapeHtml(words.preview)}</strong>, ${escapeHtml(words.notLive)} ${escapeHtml(words.version(state.savedBy, reviewTime(state.savedAt, locale)))} <span class="review-bar-until">${escapeHtml(until)}</span></p>
<form class="review-bar-actions" method="get" action="/studio/review/leave"><button type="button" class="review-bar-comment" aria-haspopup="dialog" aria-controls="review-comment">${escapeHtml(words.comment)}</button> <input type="hidden" name="to" value="${escapeHtml(path)}"><button type="submit" class="review-bar-leave">${escapeHtml(words.leave)}</button></form>
<dialog id="review-comment" class="review-comment" aria-labelledby="review-comment-title" data-sent="${escapeHtml(words.sent)}" data-failed="${escapeHtml(words.failed)}">
<form method="dialog">
<h2 id="review-comment-title">${escapeHtml(words.commentTitle)}</h2>
<p>${escapeHtml(words.commentHint)} ${escapeHtml(until)}</p>
<label>${escapeHtml(words.commentText)}<textarea name="text" required maxlength="2000" rows="5"></textarea></label>
<label>${escapeHtml(words.author)}<input name="author" maxlength="80" autocomplete="name"></label>
<p class="review-comment-status" role="status"></p>
<p class="review-comment-buttons"><button type="submit" value="send">${escapeHtml(words.send)}</button> <button type="submit" value="cancel" formnovalidate>${escapeHtml(words.cancel)}</button></p>
</form>
</dialog>
</aside>`;
      const head = '<meta name="robots" content="noindex, nofollow"><link rel="stylesheet" href="/studio/review/bar.css"><script type="module" src="/studio/review/bar.js"></script>';
      return html.replace('</head>', `${head}</head>`).replace(/<body[^>]*>/, (body) => `${body}${bar}`);
    },

    /** The plain page an ended link shows in place of the site's. */
    endedPage(locale: Locale, path: string): string {
      const words = reviewWords[locale];
      return `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(words.endedTitle)}</title><link rel="stylesheet" href="/studio/review/bar.css"></head>
<body class="review-page"><main><h1>${escapeHtml(words.endedTitle)}</h1><p>${escapeHtml(words.ended)}</p><p><a href="/studio/review/leave?to=${encodeURIComponent(path)}">${escapeHtml(words.openLive)}</a></p></main></body></html>\n`;
    },

    /** The page a review link opens: its script hands the secret (after "#", which no server log sees) to the server. */
    entryPage(): string {
      const [en, ar] = [reviewWords.en, reviewWords.ar];
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(en.preview)} · ${escapeHtml(ar.preview)}</title><link rel="stylesheet" href="/studio/review/bar.css"><script type="module" src="/studio/review/enter.js"></script></head>
<body class="review-page"><main>
<div class="review-opening" role="status"><p>${escapeHtml(en.opening)}</p><p lang="ar" dir="rtl">${escapeHtml(ar.opening)}</p></div>
<div class="review-ended" hidden><h1>${escapeHtml(en.endedTitle)}</h1><p>${escapeHtml(en.ended)}</p><p><a href="/">${escapeHtml(en.openLive)}</a></p>
<h2 lang="ar" dir="rtl">${escapeHtml(ar.endedTitle)}</h2><p lang="ar" dir="rtl">${escapeHtml(ar.ended)}</p><p lang="ar" dir="rtl"><a href="/ar">${escapeHtml(ar.openLive)}</a></p></div>
</main></body></html>\n`;
    },
  };
}
