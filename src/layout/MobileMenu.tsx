// The small-screen menu: a drawer with every header link, the service links and Get Started.
// Loaded the first time it is opened. Choosing a link closes it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocation } from 'react-router-dom';
import { useSiteContent } from '../app/siteContent.tsx';
import { SmartLink } from '../app/SmartLink.tsx';
import type { NavLink } from '../types/site.ts';
import { ariaCurrent } from './activePath.ts';
import { useOtherLanguage } from './LanguageSwitch.tsx';

export default function MobileMenu({ id, open, onClose, onGetStarted }: { id: string; open: boolean; onClose: () => void; onGetStarted: () => void }) {
  const { layout } = useSiteContent();
  const { pathname } = useLocation();
  const { header } = layout;
  const titleId = `${id}-title`;
  const otherLanguage = useOtherLanguage();

  const item = (link: NavLink) => {
    const current = ariaCurrent(pathname, link.href);
    return (
      <ListItem key={link.href} disablePadding>
      <ListItemButton component={SmartLink} href={link.href} aria-current={current} selected={Boolean(current)} onClick={onClose} sx={{ borderRadius: 2, minBlockSize: 48 }}>
        <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: current ? 750 : 550 } } }} />
      </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { inlineSize: 'min(320px, 86vw)', bgcolor: 'background.default', backgroundImage: 'none' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: 2, paddingBlock: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 750 }}>
          {header.menuTitle}
        </Typography>
        <IconButton aria-label={header.menuCloseLabel} onClick={onClose} sx={{ inlineSize: 48, blockSize: 48 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={header.navLabel} sx={{ paddingInline: 1 }}>
        <List>{header.links.map(item)}</List>
        <List subheader={<ListSubheader sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>{header.servicesHeading ?? header.servicesMenu.label}</ListSubheader>}>
          {header.servicesMenu.links.map(item)}
        </List>
      </Box>
      <Box sx={{ padding: 2, marginBlockStart: 'auto', display: 'grid', gap: 1.5 }}>
        <Button component="a" href={otherLanguage.href} hrefLang={otherLanguage.lang} lang={otherLanguage.lang} variant="outlined" fullWidth size="large" color="inherit" startIcon={<TranslateIcon />}>
          {otherLanguage.label}
        </Button>
        <Button variant="contained" fullWidth size="large" onClick={onGetStarted}>
          {header.getStartedLabel}
        </Button>
      </Box>
    </Drawer>
  );
}
