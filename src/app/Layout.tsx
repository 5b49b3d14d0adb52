// The frame around every page: skip link, fixed header, the breadcrumb trail of inner pages, the
// page, footer, the mobile bottom bar, the floating contact button, and the closed dialogs the
// frame's buttons open (the menu drawer, Get Started, the install dialog). The frame is plain
// elements and the browser's own dialogs and popovers: it works before any script runs, and
// hydrates with the app, without MUI. The breadcrumb and the footer hydrate when they come into
// view, like the page's blocks (app/deferred.tsx).
/** @jsxImportSource @emotion/react */
import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { deferred, openDeferredGate } from './deferred.tsx';
import { useSiteContent } from './siteContent.tsx';
import { BottomBar } from '../layout/BottomBar.tsx';
import { FloatingContact } from '../layout/FloatingContact.tsx';
import { GetStartedDialog } from '../layout/GetStartedDialog.tsx';
import { Header } from '../layout/Header.tsx';
import { skipLink } from '../layout/headerStyles.ts';
import { InstallDialog } from '../layout/InstallDialog.tsx';
import { MobileMenu } from '../layout/MobileMenu.tsx';
import { bottomBarHeight } from '../layout/sizes.ts';
import { atLeast } from '../theme/tokens.ts';

const Footer = deferred(() => import('../layout/Footer.tsx').then((m) => ({ default: m.Footer })), { onSight: true });
const Breadcrumbs = deferred(() => import('../layout/Breadcrumbs.tsx').then((m) => ({ default: m.PageBreadcrumbs })), { onSight: true });

/** Loads the deferred parts of the frame: the prerender renders them in full. */
export const preloadLayout = () => Promise.all([Footer, Breadcrumbs].map((part) => part.preload()));

export const mainContentId = 'main-content';

export function Layout({ children }: { children?: ReactNode }) {
  const { ui } = useSiteContent();

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
      <Header />
      <div css={{ paddingBlockStart: 56, paddingBlockEnd: bottomBarHeight, [atLeast('sm')]: { paddingBlockStart: 64 }, [atLeast('md')]: { paddingBlockEnd: 0 } }}>
        <Breadcrumbs />
        <main id={mainContentId} tabIndex={-1} css={{ outline: 'none', minBlockSize: '60vh' }}>
          {children ?? <Outlet />}
        </main>
        <Footer />
      </div>
      <BottomBar />
      <FloatingContact />
      <MobileMenu />
      <GetStartedDialog />
      <InstallDialog />
    </>
  );
}
