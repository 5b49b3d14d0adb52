import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { SiteContentProvider, type SiteContent } from './siteContent.tsx';

/**
 * Content and style cache, shared by the prerender and the browser so both render the same
 * markup. MUI's theme is not here: the parts made with MUI bring it (theme/MuiProviders.tsx).
 */
export function AppProviders({ content, cache, children }: { content: SiteContent; cache: EmotionCache; children: ReactNode }) {
  return (
    <SiteContentProvider content={content}>
      <CacheProvider value={cache}>{children}</CacheProvider>
    </SiteContentProvider>
  );
}
