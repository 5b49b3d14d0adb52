import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { themeFor } from '../theme/theme.ts';
import { SiteContentProvider, type SiteContent } from './siteContent.tsx';

/** Content, theme and style cache, shared by the prerender and the browser so both render the same markup. */
export function AppProviders({ content, cache, children }: { content: SiteContent; cache: EmotionCache; children: ReactNode }) {
  return (
    <SiteContentProvider content={content}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={themeFor(content.locale)}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </SiteContentProvider>
  );
}
