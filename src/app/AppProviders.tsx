import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { PrefetchContext } from './linkPrefetch.ts';
import { SiteContentProvider, type SiteContent } from './siteContent.tsx';

const prefetchNothing = () => undefined;

/**
 * Content, style cache and link prefetching, shared by the prerender and the browser so both
 * render the same markup. MUI's theme is not here: the parts made with MUI bring it
 * (theme/MuiProviders.tsx).
 */
export function AppProviders({ content, cache, prefetch = prefetchNothing, children }: { content: SiteContent; cache: EmotionCache; prefetch?: (path: string) => void; children: ReactNode }) {
  return (
    <SiteContentProvider content={content}>
      <PrefetchContext value={prefetch}>
        <CacheProvider value={cache}>{children}</CacheProvider>
      </PrefetchContext>
    </SiteContentProvider>
  );
}
