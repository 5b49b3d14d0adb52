// What the installed app shows, offline, for a page it has not saved (served by the service worker).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { localizedPath } from './locale.ts';
import { useSiteContent } from './siteContent.tsx';

export function OfflinePage() {
  const { ui, locale } = useSiteContent();
  const texts = ui.offline!;
  return (
    <Box component="section" sx={{ textAlign: 'center', paddingBlock: { xs: 8, md: 14 }, paddingInline: 2 }}>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 5vw, 2.5rem)', marginBlockEnd: 2 }}>
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ maxInlineSize: 560, marginInline: 'auto', marginBlockEnd: 4 }}>
        {texts.text}
      </Typography>
      {/* A plain link: the offline page has no scripts, and the home page is saved. */}
      <Button variant="contained" href={localizedPath('/', locale)}>
        {texts.homeLabel}
      </Button>
    </Box>
  );
}
