// The frame around every page: skip link, header, the page itself, footer.
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { site, ui } from 'virtual:site';
import { SmartLink } from './SmartLink.tsx';

export const mainContentId = 'main-content';

export function Layout({ children }: { children?: ReactNode }) {
  // Marks the document once React owns it, so tests (and curious people) can tell.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Link
        href={`#${mainContentId}`}
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          insetBlockStart: -80,
          zIndex: 2000,
          padding: 1.5,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { insetBlockStart: 8 },
        }}
      >
        {ui.skipLink}
      </Link>
      <Box component="header" sx={{ borderBlockEnd: '1px solid', borderColor: 'divider' }}>
        <Container sx={{ paddingBlock: 2 }}>
          <Link component={SmartLink} href="/" underline="none" color="text.primary" sx={{ fontWeight: 800, fontSize: '1.5rem' }}>
            {site.brand}
          </Link>
        </Container>
      </Box>
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ outline: 'none' }}>
        {children ?? <Outlet />}
      </Box>
      <Box component="footer" sx={{ borderBlockStart: '1px solid', borderColor: 'divider', paddingBlock: 4 }}>
        <Container>
          <Typography variant="body2" color="text.secondary">
            © {site.legalName}
          </Typography>
        </Container>
      </Box>
    </>
  );
}
