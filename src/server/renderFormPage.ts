// Renders a form page with the outcome of a submission, for browsers without JavaScript: the
// same React page as the prerendered one, in its language, with the visitor's input and the messages in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templateName } from '../../scripts/vite-plugin-prerender.ts';
import type { SiteContent } from '../app/siteContent.tsx';
import type { Locale } from '../app/locale.ts';
import type { FormOutcome } from '../forms/outcome.ts';
import type { renderPath as RenderPath } from '../entry-server.tsx';
import { documentHtml, inlineStyleHashes } from './documentHtml.ts';
import { contentSecurityPolicy } from './securityHeaders.ts';

interface ServerEntry {
  renderPath: typeof RenderPath;
  contents: Record<Locale, Pick<SiteContent, 'site' | 'routes'>>;
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

