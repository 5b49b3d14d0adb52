// Pages rendered on request, from a release's server entry: a form page with the outcome of a
// submission, for browsers without JavaScript (the same React page as the prerendered one, in its
// language, with the visitor's input and the messages in it), and a page of the console's draft.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templateName } from '../../scripts/vite-plugin-prerender.ts';
import type { SiteContent } from '../app/siteContent.tsx';
import type { Locale } from '../app/locale.ts';
import type { FormOutcome } from '../forms/outcome.ts';
import type { renderPath as RenderPath, siteContentOf as SiteContentOf } from '../entry-server.tsx';
import type { Site } from '../types/site.ts';
import { documentHtml, inlineStyleHashes } from './documentHtml.ts';
import { contentSecurityPolicy } from './securityHeaders.ts';

interface ServerEntry {
  renderPath: typeof RenderPath;
  contents: Record<Locale, Pick<SiteContent, 'site' | 'routes'>>;
  siteContentOf: typeof SiteContentOf;
}

export function formPageRenderer(buildDir: string, server: ServerEntry) {
  const template = readFileSync(join(buildDir, templateName), 'utf8');
  return async (path: string, outcome: FormOutcome) => {
    const page = await server.renderPath(path, outcome);
    const { site, routes } = server.contents[page.locale];
    const route = routes.find((r) => r.path === path.split('?')[0]);
    const html = documentHtml(template, { locale: page.locale, title: `${route?.title ?? site.brand} | ${site.brand}`, styleTags: page.styleTags, html: page.html }, { scripts: false });
    return { html, csp: contentSecurityPolicy(inlineStyleHashes(html)) };
  };
}

/**
 * Renders a page of a draft (the studio's preview in the console): the draft's content in the
 * release's code, plain HTML without scripts, that only the console's own page may frame.
 */
export function draftPageRenderer(buildDir: string, server: ServerEntry) {
  const template = readFileSync(join(buildDir, templateName), 'utf8');
  return async (path: string, sites: Record<Locale, Site>) => {
    const contents = { en: server.siteContentOf(sites.en, 'en'), ar: server.siteContentOf(sites.ar, 'ar') };
    const page = await server.renderPath(path, null, contents);
    const { site, routes } = contents[page.locale];
    const route = routes.find((r) => r.path === path);
    const html = documentHtml(template, { locale: page.locale, title: `${route?.title ?? site.brand} | ${site.brand}`, styleTags: page.styleTags, html: page.html }, { scripts: false });
    return { html, csp: contentSecurityPolicy(inlineStyleHashes(html), { framedBy: "'self'" }) };
  };
}
