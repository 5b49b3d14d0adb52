import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp.tsx';

// A plain light theme, dense: the studio is a work tool, not the site.
const theme = createTheme({
  // A darker blue than the default keeps text buttons above 4.5:1 on their hover tint.
  palette: { primary: { main: '#1565c0' } },
  components: {
    // Keyboard focus shows as a clear outline on every button, list item and handle.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } } } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiFormControl: { defaultProps: { size: 'small' } },
  },
});

// Rules go into one style sheet (as in a production build), not one <style> element each: a
// large form's thousands of insertions were most of its time to open.
const styleCache = createCache({ key: 'studio', speedy: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <StudioApp />
      </ThemeProvider>
    </CacheProvider>
  </StrictMode>,
);
