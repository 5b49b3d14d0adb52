// `npm run studio`: the studio on this machine, editing site.json (no sign-in: it listens on 127.0.0.1 only).
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp.tsx';
import { studioStyleCache, studioTheme } from './studioTheme.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={studioStyleCache()}>
      <ThemeProvider theme={studioTheme}>
        <CssBaseline />
        <Box sx={{ height: '100vh' }}>
          <StudioApp />
        </Box>
      </ThemeProvider>
    </CacheProvider>
  </StrictMode>,
);
