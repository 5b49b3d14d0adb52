// The frame around every page: skip link, fixed header, the page, footer, the mobile bottom
// bar and the floating contact button. The Get Started dialog loads the first time it opens.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useSiteContent } from './siteContent.tsx';
import { BottomBar, bottomBarHeight } from '../layout/BottomBar.tsx';
import { FloatingContact } from '../layout/FloatingContact.tsx';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { InstallPrompt } from '../layout/InstallPrompt.tsx';

export const mainContentId = 'main-content';
const loadGetStartedDialog = () => import('../layout/GetStartedDialog.tsx');
const GetStartedDialog = lazy(loadGetStartedDialog);

export function Layout({ children }: { children?: ReactNode }) {
  const { ui } = useSiteContent();
  const [getStartedOpen, setGetStartedOpen] = useState(false);
  const [getStartedLoaded, setGetStartedLoaded] = useState(false);

  // Marks the document once React owns it, so tests (and curious people) can tell.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <Link
        href={`#${mainContentId}`}
        sx={{
          position: 'fixed',
          insetInlineStart: 8,
          insetBlockStart: 8,
          zIndex: 'tooltip',
          padding: 1.5,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        {ui.skipLink}
      </Link>
      <ScrollRestoration />
      <Header
        onGetStarted={() => {
          setGetStartedLoaded(true);
          setGetStartedOpen(true);
        }}
        prefetchGetStarted={() => void loadGetStartedDialog()}
      />
      <Box sx={{ paddingBlockStart: { xs: '56px', sm: '64px' }, paddingBlockEnd: { xs: `${bottomBarHeight}px`, md: 0 } }}>
        <Box component="main" id={mainContentId} tabIndex={-1} sx={{ outline: 'none', minBlockSize: '60vh' }}>
          {children ?? <Outlet />}
        </Box>
        <Footer />
      </Box>
      <BottomBar />
      <InstallPrompt />
      <FloatingContact />
      {getStartedLoaded && (
        <Suspense fallback={null}>
          <GetStartedDialog open={getStartedOpen} onClose={() => setGetStartedOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
