import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { logNotFound } from '../client/notFound.ts';
import { localizedPath } from './locale.ts';
import { useSiteContent } from './siteContent.tsx';
import { SmartLink } from './SmartLink.tsx';
import { useDocumentTitle } from './useDocumentHead.ts';

export function NotFoundPage() {
  const { ui, locale } = useSiteContent();
  const { pathname } = useLocation();
  const texts = ui.notFound;
  useDocumentTitle(texts.title);
  // The boot script has logged a prerendered not-found page already (client/notFound.ts).
  useEffect(() => logNotFound(pathname), [pathname]);
  return (
    <Box component="section" data-not-found sx={{ textAlign: 'center', paddingBlock: { xs: 8, md: 14 }, paddingInline: 2 }}>
      <Typography component="p" sx={{ fontSize: 'clamp(5rem, 20vw, 9rem)', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
        {texts.code}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 5vw, 2.5rem)', marginBlock: 2 }}>
        {texts.heading}
      </Typography>
      {texts.text && <Typography color="text.secondary" sx={{ marginBlockEnd: 4 }}>{texts.text}</Typography>}
      <Button variant="contained" component={SmartLink} href={localizedPath('/', locale)}>
        {texts.homeLabel}
      </Button>
    </Box>
  );
}
