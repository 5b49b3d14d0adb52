// The inbox in the member's language: Arabic right to left, MUI's own physical styles flipped
// by Emotion's RTL plugin (ours are logical and need none). Menus and dialogs open outside the
// page's element, so the theme gives them the direction too.
import createCache from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { rtlStylisPlugins } from '../../../../src/theme/rtl.ts';
import { studioTheme } from '../../studioTheme.ts';
import type { InboxLanguage } from './inboxWords.ts';

const rtlCache = createCache({ key: 'inboxrtl', speedy: true, stylisPlugins: rtlStylisPlugins });
const rtlTheme = createTheme(studioTheme, {
  direction: 'rtl',
  components: { MuiPopover: { defaultProps: { dir: 'rtl' } }, MuiDialog: { defaultProps: { dir: 'rtl' } } },
});

export function InboxDirection({ language, children }: { language: InboxLanguage; children: ReactNode }) {
  const consoleCache = useEmotionCache()!;
  const rtl = language === 'ar';
  return (
    <CacheProvider value={rtl ? rtlCache : consoleCache}>
      <ThemeProvider theme={rtl ? rtlTheme : studioTheme}>
        <Box lang={language} dir={rtl ? 'rtl' : 'ltr'}>
          {children}
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
