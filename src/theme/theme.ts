// The site's MUI theme: always dark. Colours are chosen for WCAG AA contrast on the dark background.
// Arabic pages get the same theme, right to left, with Cairo for Arabic letters. Its values come
// from tokens.ts, which the header uses too.
import { createTheme, type Theme } from '@mui/material/styles';
import type { Locale } from '../app/locale.ts';
import { borderRadius, breakpoints, colors, fontFamilies } from './tokens.ts';

const themes = new Map<Locale, Theme>();

/** The theme of a language's pages, made once. */
export function themeFor(locale: Locale): Theme {
  let theme = themes.get(locale);
  if (!theme) themes.set(locale, (theme = createSiteTheme(locale)));
  return theme;
}

const createSiteTheme = (locale: Locale) =>
  createTheme({
    direction: locale === 'ar' ? 'rtl' : 'ltr',
    breakpoints: { values: { xs: 0, ...breakpoints, xl: 1536 } },
    palette: {
      mode: 'dark',
      primary: { main: colors.primary, dark: colors.primaryDark, contrastText: colors.onPrimary },
      secondary: { main: colors.secondary, contrastText: colors.onSecondary },
      background: { default: colors.background, paper: colors.paper },
      text: { primary: colors.text, secondary: colors.textSecondary },
      divider: colors.divider,
    },
    shape: { borderRadius },
    typography: {
      fontFamily: fontFamilies[locale],
      h1: { fontSize: 'clamp(2.25rem, 6vw, 4rem)', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' },
      h2: { fontSize: 'clamp(1.75rem, 4vw, 2.75rem)', fontWeight: 750, lineHeight: 1.15, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
      button: { textTransform: 'none', fontWeight: 650 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Spacing letters apart breaks Arabic's joined script: the headings' tracking is for Latin only.
          ...(locale === 'ar' && { 'body *': { letterSpacing: 'normal !important' } }),
          // MUI notices the browser's autofill (to lift a field's label) by an animation each
          // field would otherwise add to the page as a style element of its own: one here instead.
          '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
          '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
          '.MuiInputBase-input': { animationName: 'mui-auto-fill-cancel', animationDuration: '10ms' },
          '.MuiInputBase-input:-webkit-autofill': { animationName: 'mui-auto-fill', animationDuration: '5000s' },
          // Visitors who ask for less motion get none: menus, dialogs, the drawer, ripples and every
          // transition of our own appear and disappear at once.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999, minHeight: 44, paddingInline: 22 } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    },
  });
