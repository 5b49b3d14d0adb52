// Server entry, used only at build time and for form results: renders one path, in the
// language of its address, to HTML with its critical CSS.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import * as englishContent from 'virtual:site-content/en';
import * as arabicContent from 'virtual:site-content/ar';
import { AppProviders } from './app/AppProviders.tsx';
import { localeInfo, localeOfPath, type Locale } from './app/locale.ts';
import type { SiteContent } from './app/siteContent.tsx';
import { FormOutcomeContext, type FormOutcome } from './forms/outcome.ts';
import { createAppRoutes, notFoundRouteId } from './app/routes.tsx';
import { createEmotionCache } from './theme/emotionCache.ts';
import { rtlStylisPlugins } from './theme/rtl.ts';
import type { Block } from './types/site.ts';

/** The site's content in each language. */
export const contents: Record<Locale, SiteContent> = { en: englishContent, ar: arabicContent };

export interface RenderedPage {
  /** The language of the page. */
  locale: Locale;
  /** The markup inside #root. */
  html: string;
  /** Critical CSS as <style> tags, exactly as they go into the head. */
  styleTags: string[];
  /** True when the path matched no route and the not-found page was rendered. */
  notFound: boolean;
  /** The block types on the page, for preloading their chunks. */
  blockTypes: string[];
}

/** Renders a path; with a form outcome, its form shows that outcome (for browsers without JavaScript). */
export async function renderPath(path: string, formOutcome: FormOutcome | null = null): Promise<RenderedPage> {
  const locale = localeOfPath(path);
  const content = contents[locale];
  const handler = createStaticHandler(createAppRoutes(content));
  const context = await handler.query(new Request(new URL(path, content.site.url)));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect, which a static page cannot do`);
  const firstError = context.errors && Object.values(context.errors)[0];
  if (firstError) throw firstError instanceof Error ? firstError : new Error(`Rendering ${path} failed: ${JSON.stringify(firstError)}`);

  const cache = createEmotionCache(localeInfo[locale].dir === 'rtl' ? rtlStylisPlugins : undefined);
  cache.compat = true; // collect styles instead of writing <style> tags between elements
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <AppProviders content={content} cache={cache}>
      <FormOutcomeContext value={formOutcome}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </FormOutcomeContext>
    </AppProviders>,
  );
  const chunks = emotion.extractCriticalToChunks(html);
  const styleTags = chunks.styles
    .filter((style) => style.css.length > 0)
    .map((style) => `<style data-emotion="${style.key} ${style.ids.join(' ')}">${style.css}</style>`);
  const notFound = context.matches.some((match) => match.route.id === notFoundRouteId);
  const blocks = Object.values(context.loaderData).find(Array.isArray) as Block[] | undefined;
  return { locale, html, styleTags, notFound, blockTypes: [...new Set(blocks?.map((block) => block.type))] };
}
