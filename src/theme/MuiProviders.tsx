// MUI's theme for the parts of a page that use MUI: the page's blocks, the footer, the bottom
// bar, the floating button, the dialogs and the menu drawer. Each loads after the header (see
// app/deferred.tsx) and brings this provider with it; the header has no need of MUI.
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useSiteContent } from '../app/siteContent.tsx';
import { themeFor } from './theme.ts';

export function MuiProviders({ children }: { children: ReactNode }) {
  const { locale } = useSiteContent();
  return <ThemeProvider theme={themeFor(locale)}>{children}</ThemeProvider>;
}

/**
 * MUI's baseline (the page's global styles: body, box sizing, reduced motion). The prerender
 * renders it once, on its own, into the page's critical CSS; the browser finds it there.
 */
export function MuiBaseline({ locale }: { locale: Parameters<typeof themeFor>[0] }) {
  return (
    <ThemeProvider theme={themeFor(locale)}>
      <CssBaseline />
    </ThemeProvider>
  );
}
