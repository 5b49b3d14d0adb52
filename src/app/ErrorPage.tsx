// Shown inside the layout when a page fails to render, instead of the router's bare default.
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localizedPath } from './locale.ts';
import { useSiteContent } from './siteContent.tsx';
import { SmartLink } from './SmartLink.tsx';
import { useDocumentTitle } from './useDocumentHead.ts';

export function ErrorPage() {
  const { ui, locale } = useSiteContent();
  const error = useRouteError();
  const texts = ui.errorPage;
  useDocumentTitle(texts.title);
  useEffect(() => console.error(error), [error]);
  return (
    <Box component="section" role="alert" sx={{ textAlign: 'center', paddingBlock: { xs: 8, md: 14 }, paddingInline: 2 }}>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 5vw, 2.5rem)', marginBlockEnd: 2 }}>
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ maxInlineSize: 560, marginInline: 'auto', marginBlockEnd: 4 }}>
        {texts.text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {texts.reloadLabel}
        </Button>
        <Button variant="outlined" component={SmartLink} href={localizedPath('/', locale)}>
          {texts.homeLabel}
        </Button>
      </Stack>
    </Box>
  );
}
