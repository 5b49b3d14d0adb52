// Renders a form page with the outcome of a submission, for browsers without JavaScript: the
// same React page as the prerendered one, with the visitor's input and the messages in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templateName } from '../../scripts/vite-plugin-prerender.ts';
import type { FormOutcome } from '../forms/outcome.ts';
import type { renderPath as RenderPath } from '../entry-server.tsx';
import type { Site } from '../types/site.ts';
import { documentHtml, styleHashes } from './documentHtml.ts';
import { contentSecurityPolicy } from './securityHeaders.ts';

interface ServerEntry {
  renderPath: typeof RenderPath;
  site: Site['site'];
  siteRoutes: Array<{ path: string; title: string }>;
}

export function formPageRenderer(buildDir: string, server: ServerEntry) {
  const template = readFileSync(join(buildDir, templateName), 'utf8');
  return async (path: string, outcome: FormOutcome) => {
    const page = await server.renderPath(path, outcome);
    const route = server.siteRoutes.find((r) => r.path === path);
    const html = documentHtml(template, { title: `${route?.title ?? server.site.brand} | ${server.site.brand}`, styleTags: page.styleTags, html: page.html }, { scripts: false });
    return { html, csp: contentSecurityPolicy(styleHashes(page.styleTags)) };
  };
}
