// Every link of a build to this site leads somewhere: each href and src starting with "/" in every
// prerendered page names a page, an old address that redirects, or a file of the same build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteRelease } from '../siteRelease.ts';

/** "page: link" for each link that leads nowhere; empty when all lead somewhere. */
export function brokenLinks(release: SiteRelease): string[] {
  const leadsSomewhere = (path: string) => release.pages.has(path) || release.redirects.has(path) || release.offlinePages.has(path) || release.servedFile(path) !== undefined;
  const { manifest } = release;
  const broken = new Set<string>();
  for (const page of [...manifest.pages, manifest.notFound, ...Object.values(manifest.notFoundByLocale ?? {})]) {
    const html = readFileSync(join(release.clientDir, page.file), 'utf8');
    for (const [, link] of html.matchAll(/\s(?:href|src)="(\/(?!\/)[^"]*)"/g)) {
      const path = link.replace(/&amp;/g, '&').split(/[?#]/, 1)[0];
      if (!leadsSomewhere(path)) broken.add(`${page.path ?? page.file}: ${link}`);
    }
  }
  return [...broken];
}
