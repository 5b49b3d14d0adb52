// Renders a form page with the outcome of a submission, for browsers without JavaScript: the
// same React page as the prerendered one, in its language, with the visitor's input and the messages in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templateName, type ServerEntry } from './releaseFiles.ts';
import type { SiteContent } from '../app/siteContent.tsx';
import type { Locale } from '../app/locale.ts';
import type { FormOutcome } from '../forms/outcome.ts';
import { documentHtml, inlineStyleHashes } from './documentHtml.ts';
import { contentSecurityPolicy } from './securityHeaders.ts';

/** `contents`: the release's content, as the renderer `server` takes it. */
export function formPageRenderer(releaseDir: string, server: Pick<ServerEntry, 'renderPath'>, contents: Record<Locale, SiteContent>) {
  const template = readFileSync(join(releaseDir, templateName), 'utf8');
  return async (path: string, outcome: FormOutcome) => {
    const page = await server.renderPath(contents, path, outcome);
    const { site, routes } = contents[page.locale];
    const route = routes.find((r) => r.path === path.split('?')[0]);
    const html = documentHtml(template, { locale: page.locale, title: `${route?.title ?? site.brand} | ${site.brand}`, styleTags: page.styleTags, html: page.html }, { scripts: false });
    return { html, csp: contentSecurityPolicy(inlineStyleHashes(html)) };
  };
}
