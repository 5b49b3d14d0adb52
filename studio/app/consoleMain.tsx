// The console under /studio on the production server: the sign-in page for anyone, and for a
// signed-in member the rest (the studio, publishing, the team), loaded only then: its code is
// served to members only.
import { CacheProvider } from '@emotion/react';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, StrictMode, Suspense, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { consoleApi, whenSignedOut, type Me } from './console/consoleApi.ts';
import { SignInPage } from './console/SignInPage.tsx';
import { studioStyleCache, studioTheme } from './studioTheme.ts';

const SignedInConsole = lazy(() => import('./console/SignedInConsole.tsx'));
const loading = <CircularProgress aria-label="Loading the console" sx={{ m: 4 }} />;

function Console() {
  const [me, setMe] = useState<Me | null>();
  useEffect(() => {
    whenSignedOut(() => setMe(null));
    // Arriving from a sign-in link, the sign-in page uses it first.
    if (location.hash.length > 1) return setMe(null);
    consoleApi<Me>('GET', 'me').then(setMe, () => setMe(null));
  }, []);
  const signedIn = useCallback((signedInAs: Me) => setMe(signedInAs), []);
  if (me === undefined) return loading;
  if (me === null) return <SignInPage onSignedIn={signedIn} />;
  return (
    <Suspense fallback={loading}>
      <SignedInConsole me={me} onSignedOut={() => setMe(null)} onChanged={() => void consoleApi<Me>('GET', 'me').then(setMe, () => setMe(null))} />
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={studioStyleCache()}>
      <ThemeProvider theme={studioTheme}>
        <CssBaseline />
        <Console />
      </ThemeProvider>
    </CacheProvider>
  </StrictMode>,
);
