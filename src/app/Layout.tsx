// The frame around every page: skip link, fixed header, the breadcrumb trail of inner pages, the
// page, footer, the mobile bottom bar and the floating contact button. The Get Started dialog
// loads the first time it opens. The header and the install prompt hydrate with the app; the
// bottom bar and floating button once the visitor starts to use the page, the breadcrumb and the
// footer when they come into view, like the page's blocks (app/deferred.tsx).
/** @jsxImportSource @emotion/react */
import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { deferred, openDeferredGate } from './deferred.tsx';
import { useSiteContent } from './siteContent.tsx';
import { Header } from '../layout/Header.tsx';
import { InstallPrompt } from '../layout/InstallPrompt.tsx';
import { skipLink } from '../layout/headerStyles.ts';
import { bottomBarHeight } from '../layout/sizes.ts';
import { atLeast } from '../theme/tokens.ts';

const Footer = deferred(() => import('../layout/Footer.tsx').then((m) => ({ default: m.Footer })), { onSight: true });
const BottomBar = deferred(() => import('../layout/BottomBar.tsx').then((m) => ({ default: m.BottomBar })));
const FloatingContact = deferred(() => import('../layout/FloatingContact.tsx').then((m) => ({ default: m.FloatingContact })));
const GetStartedDialog = deferred(() => import('../layout/GetStartedDialog.tsx'));
const Breadcrumbs = deferred(() => import('../layout/Breadcrumbs.tsx').then((m) => ({ default: m.PageBreadcrumbs })), { onSight: true });

/** Loads the deferred parts of the frame: the prerender renders them in full. */
export const preloadLayout = () => Promise.all([Footer, BottomBar, FloatingContact, Breadcrumbs].map((part) => part.preload()));

export const mainContentId = 'main-content';

export function Layout({ children }: { children?: ReactNode }) {
  const { ui } = useSiteContent();
  const [getStartedOpen, setGetStartedOpen] = useState(false);
  const [getStartedLoaded, setGetStartedLoaded] = useState(false);

  // Marks the document once React owns it, so tests (and curious people) can tell; the rest of
  // the page hydrates from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    openDeferredGate();
  }, []);

  return (
    <>
      <a href={`#${mainContentId}`} css={skipLink}>
        {ui.skipLink}
      </a>
      <ScrollRestoration />
      <Header
        onGetStarted={() => {
          setGetStartedLoaded(true);
          setGetStartedOpen(true);
        }}
        prefetchGetStarted={() => void GetStartedDialog.preload()}
      />
      <div css={{ paddingBlockStart: 56, paddingBlockEnd: bottomBarHeight, [atLeast('sm')]: { paddingBlockStart: 64 }, [atLeast('md')]: { paddingBlockEnd: 0 } }}>
        <Breadcrumbs />
        <main id={mainContentId} tabIndex={-1} css={{ outline: 'none', minBlockSize: '60vh' }}>
          {children ?? <Outlet />}
        </main>
        <Footer />
      </div>
      <BottomBar />
      <InstallPrompt />
      <FloatingContact />
      {getStartedLoaded && <GetStartedDialog open={getStartedOpen} onClose={() => setGetStartedOpen(false)} />}
    </>
  );
}
