// The console in the company's look: the site's colours (src/theme/tokens.ts), light or dark,
// left to right or right to left. Dense, as a work tool; targets stay 44 px on a phone.
import { createTheme, type Theme } from '@mui/material/styles';
import { colors, fontFamilies } from '../../src/theme/tokens.ts';

export type ColourScheme = 'light' | 'dark';

// The site's sky blue is for a dark background; on white its darker shade keeps text 4.5:1.
const palettes = {
  light: { mode: 'light', primary: { main: '#0369a1' }, secondary: { main: '#6d28d9' } },
  dark: {
    mode: 'dark',
    primary: { main: colors.primary, contrastText: colors.onPrimary },
    secondary: { main: colors.secondary, contrastText: colors.onSecondary },
    background: { default: colors.background, paper: colors.paper },
    text: { primary: colors.text, secondary: colors.textSecondary },
    divider: colors.divider,
  },
} as const;

const themes = new Map<string, Theme>();

export function consoleTheme(scheme: ColourScheme, direction: 'ltr' | 'rtl'): Theme {
  const key = `${scheme} ${direction}`;
  let theme = themes.get(key);
  if (!theme)
    themes.set(
      key,
      (theme = createTheme({
        direction,
        palette: palettes[scheme],
        // The site's typefaces where the device has them; the console downloads no font (the
        // site's files are cut to the site's own letters, not the console's words).
        // Buttons, tabs and toggles keep their words as written: a name or an e-mail is not shouted in capitals.
        typography: { fontFamily: fontFamilies[direction === 'rtl' ? 'ar' : 'en'], button: { textTransform: 'none' } },
        components: {
          // Keyboard focus shows as a clear outline on every button, list item and handle.
          MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } } } },
          MuiTextField: { defaultProps: { size: 'small' } },
          MuiFormControl: { defaultProps: { size: 'small' } },
          // A finger's target (44 px) on every width: MUI's menus are denser from 600 px.
          MuiMenuItem: { styleOverrides: { root: { minHeight: 44, '@media (min-width: 600px)': { minHeight: 44 } } } },
          // Menus and dialogs open outside the page's element: they take the direction from here.
          MuiPopover: { defaultProps: { dir: direction } },
          MuiDialog: { defaultProps: { dir: direction } },
        },
      })),
    );
  return theme;
}
