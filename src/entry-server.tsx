// The deployment's renderer, built once per deployment (npm run build): renders one path of the
// content it is given, in the language of its address, to HTML with its critical CSS. The
// prerender of a build, a publish (src/server/render/renderSite.ts) and the server's form results use it.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from './app/AppProviders.tsx';
import { categoryAccent as articleCategories } from './blocks/article/articleFormat.ts';
import { projectCategories } from './blocks/portfolioGrid/projectCategories.ts';
import { localeInfo, localeOfPath, locales, type Locale } from './app/locale.ts';
import { routeBlocks, siteContentData, siteContentOf, type SiteContent } from './app/siteContentData.ts';
import type { Site } from './types/site.ts';
import { FormOutcomeContext, type FormOutcome } from './forms/outcome.ts';
import { createAppRoutes, notFoundRouteId, preloadDeferredParts } from './app/routes.tsx';
import { createEmotionCache, prerenderedStylesAttribute } from './theme/emotionCache.ts';
import { MuiBaseline } from './theme/MuiProviders.tsx';
import { rtlStylisPlugins } from './theme/rtl.ts';

/** The content in each language, from the validated sites (placeholders filled). */
export const siteContents = (sites: Record<Locale, Site>): Record<Locale, SiteContent> =>
  Object.fromEntries(locales.map((locale) => [locale, siteContentOf(sites[locale], locale)])) as Record<Locale, SiteContent>;

// What the browser receives as data (src/client/siteData.ts), made by this deployment's code.
export { routeBlocks, siteContentData };

export interface RenderedPage {
  /** The language of the page. */
  locale: Locale;
  /** The markup inside #root. */
  html: string;
  /** Critical CSS as <style> tags, exactly as they go into the head. */
  styleTags: string[];
  /** True when the path matched no route and the not-found page was rendered. */
  notFound: boolean;
}

/**
 * In the browser, Emotion inserts the styles of every layer of a styled component (Link's own
 * styles, under the Typography it renders), also of layers whose class no element carries, as
 * their styles are merged into the inner element's class. The server leaves those out of the
 * page, so hydration used to compile and insert them all again (about 120 rules on the home page,
 * on Arabic pages through the RTL plugin as well): a long task for nothing. They go into the page,
 * named, so the browser finds them there and skips them.
 */
function withInnerLayers(cache: EmotionCache, styles: Array<{ key: string; ids: string[]; css: string }>) {
  const extracted = new Set(styles.flatMap((style) => style.ids));
  const inner = Object.keys(cache.inserted).filter((id) => !extracted.has(id) && typeof cache.inserted[id] === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined);
  // In the one tag of regular styles: gzip finds their likeness to the rest (about 1 KB less than a tag of their own).
  return styles.map((style) => (style.key === cache.key ? { ...style, ids: [...style.ids, ...inner], css: style.css + inner.map((id) => cache.inserted[id]).join('') } : style));
}

/** Renders a path; with a form outcome, its form shows that outcome (for browsers without JavaScript). */
export async function renderPath(contents: Record<Locale, SiteContent>, path: string, formOutcome: FormOutcome | null = null): Promise<RenderedPage> {
  const locale = localeOfPath(path);
  const content = contents[locale];
  await preloadDeferredParts();
  const handler = createStaticHandler(createAppRoutes(content));
  const context = await handler.query(new Request(new URL(path, content.site.url)));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect, which a static page cannot do`);
  const firstError = context.errors && Object.values(context.errors)[0];
  if (firstError) throw firstError instanceof Error ? firstError : new Error(`Rendering ${path} failed: ${JSON.stringify(firstError)}`);

  const cache = createEmotionCache(localeInfo[locale].dir === 'rtl' ? rtlStylisPlugins : undefined);
  cache.compat = true; // collect styles instead of writing <style> tags between elements
  const emotion = createEmotionServer(cache);
  // MUI's global styles on their own first: in the page's tree they would shift the ids React
  // derives from each element's place, which the browser's tree (without them) must match.
  renderToString(
    <AppProviders content={content} cache={cache}>
      <MuiBaseline locale={locale} />
    </AppProviders>,
  );
  const html = renderToString(
    <AppProviders content={content} cache={cache}>
      <FormOutcomeContext value={formOutcome}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </FormOutcomeContext>
    </AppProviders>,
  );
  const chunks = emotion.extractCriticalToChunks(html);
  const styles = withInnerLayers(cache, chunks.styles);
  const styleTags = styles
    .filter((style) => style.css.length > 0)
    .map((style) => `<style ${prerenderedStylesAttribute}="${style.key} ${style.ids.join(' ')}">${style.css}</style>`);
  const notFound = context.matches.some((match) => match.route.id === notFoundRouteId);
  return { locale, html, styleTags, notFound };
}

/**
 * The views of a route that its filters lead to (?category=…), each prerendered beside the page,
 * so that a filter works without JavaScript: the filter is a form that asks for its view (GET).
 */
export function filterViews(route: { blocks: ReadonlyArray<{ type: string }> }): string[] {
  const categories = route.blocks.flatMap((block) => (block.type === 'portfolioGrid' ? projectCategories : block.type === 'newsList' ? Object.keys(articleCategories) : []));
  return [...new Set(categories)].map((category) => `?${new URLSearchParams({ category })}`);
}
