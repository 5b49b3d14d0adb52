// The console under /studio on the production server: the sign-in page for anyone, and for a
// signed-in member the rest (the studio, publishing, the team), loaded only then: its code is
// served to members only. In the member's language and colours (console/ConsoleLook.tsx).
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, StrictMode, Suspense, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ConsoleLanguage } from '../shared/consoleLanguages.ts';
import { consoleApi, whenSignedOut, type Me } from './console/consoleApi.ts';
import { ConsoleLook, useWords } from './console/ConsoleLook.tsx';
import { memberInPage, startEarlyRequests } from './console/earlyRequests.ts';
import { SignInPage } from './console/SignInPage.tsx';

const SignedInConsole = lazy(() => import('./console/SignedInConsole.tsx'));

// A page opened signed in says who is signed in; arriving from a sign-in link, the sign-in page uses the link first.
const arrivedWithLink = location.hash.length > 1;
const memberArrived = arrivedWithLink ? undefined : memberInPage();
if (memberArrived) startEarlyRequests(memberArrived);

function Loading() {
  return <CircularProgress aria-label={useWords().shell.loadingConsole} sx={{ m: 4 }} />;
}

function Console() {
  const [me, setMe] = useState<Me | null | undefined>(memberArrived);
  useEffect(() => {
    whenSignedOut(() => setMe(null));
    if (arrivedWithLink) return setMe(null);
    if (memberArrived) return;
    consoleApi<Me>('GET', 'me').then(setMe, () => setMe(null));
  }, []);
  const signedIn = useCallback((signedInAs: Me) => setMe(signedInAs), []);
  // A signed-in member's choice is kept on them: it follows them to their other devices and e-mails.
  const languageChosen = useCallback(
    (language: ConsoleLanguage) => void (me && consoleApi<Me>('PATCH', 'me', { language }).then(setMe, () => undefined)),
    [me],
  );
  return (
    <ConsoleLook memberLanguage={me?.member.language ?? null} onLanguageChosen={languageChosen}>
      {me === undefined ? (
        <Loading />
      ) : me === null ? (
        <SignInPage onSignedIn={signedIn} />
      ) : (
        <Suspense fallback={<Loading />}>
          <SignedInConsole me={me} onSignedOut={() => setMe(null)} onChanged={() => void consoleApi<Me>('GET', 'me').then(setMe, () => setMe(null))} />
        </Suspense>
      )}
    </ConsoleLook>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Console />
  </StrictMode>,
);
