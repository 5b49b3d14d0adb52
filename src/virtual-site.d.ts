// The virtual modules that scripts/vite-plugin-site.ts makes from site.json.
declare module 'virtual:site' {
  /** Each language's content, loaded on its own so that a page carries one language only. */
  export const contentLoaders: Record<'en' | 'ar', () => Promise<typeof import('virtual:site-content/en')>>;
}

declare module 'virtual:site-content/*' {
  // Ambient modules cannot import by relative path: '#site-types' is a tsconfig path to src/types/site.ts.
  import type { Route, Site } from '#site-types';
  export const locale: 'en' | 'ar';
  /** site.json in one language, without the routes' blocks, which load per route. */
  export const site: Site['site'];
  export const layout: Site['layout'];
  export const plans: Site['plans'];
  export const redirects: NonNullable<Site['redirects']>;
  export const ui: Site['ui'];
  export const routes: Array<Omit<Route, 'blocks'>>;
  /** One loader per route path (with its language prefix), resolving to that route's blocks. */
  export const pageLoaders: Record<string, () => Promise<{ default: import('#block-data').BlockData[] }>>;
}
