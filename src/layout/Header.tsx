// The fixed header: logo, the main links with the Services menu, Get Started, and the menu toggle on small screens.
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { localizedPath } from '../app/locale.ts';
import { useSiteContent } from '../app/siteContent.tsx';
import { SmartLink } from '../app/SmartLink.tsx';
import { ariaCurrent } from './activePath.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ServicesMenu } from './ServicesMenu.tsx';

const loadMobileMenu = () => import('./MobileMenu.tsx');
const MobileMenu = lazy(loadMobileMenu);
const mobileMenuId = 'mobile-menu';

export function Logo() {
  const { site, locale } = useSiteContent();
  return (
    <Box component={SmartLink} href={localizedPath('/', locale)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', fontWeight: 800, fontSize: '1.4rem', letterSpacing: '-0.02em' }}>
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} sx={{ display: 'block' }} />
      {site.brand}
    </Box>
  );
}

export function Header({ onGetStarted, prefetchGetStarted }: { onGetStarted: () => void; prefetchGetStarted: () => void }) {
  const { layout } = useSiteContent();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { header } = layout;
  const servicesAt = header.servicesMenu.insertAfter ?? 1;

  const navLink = (link: (typeof header.links)[number]) => {
    const current = ariaCurrent(pathname, link.href);
    return (
      <Button
        key={link.href}
        component={SmartLink}
        href={link.href}
        aria-current={current}
        color="inherit"
        sx={{ color: current ? 'primary.main' : 'text.primary', fontWeight: current ? 750 : 600, paddingInline: 1.25, minWidth: 0 }}
      >
        {link.label}
      </Button>
    );
  };

  return (
    <AppBar position="fixed" elevation={0} sx={{ bgcolor: 'rgba(10, 15, 30, 0.85)', backdropFilter: 'blur(12px)', borderBlockEnd: '1px solid', borderColor: 'divider', backgroundImage: 'none' }}>
      <Toolbar sx={{ gap: 2, maxInlineSize: 1280, inlineSize: '100%', marginInline: 'auto' }}>
        <Logo />
        <Box component="nav" aria-label={header.navLabel} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, marginInline: 'auto' }}>
          {header.links.slice(0, servicesAt).map(navLink)}
          <ServicesMenu label={header.servicesMenu.label} links={header.servicesMenu.links} />
          {header.links.slice(servicesAt).map(navLink)}
        </Box>
        <LanguageSwitch sx={{ flexShrink: 0, minBlockSize: 44, marginInlineStart: { xs: 'auto', md: 0 }, fontWeight: 650 }} />
        <Button
          variant="contained"
          onClick={onGetStarted}
          onMouseEnter={prefetchGetStarted}
          onFocus={prefetchGetStarted}
          sx={{ display: { xs: 'none', md: 'inline-flex' }, flexShrink: 0 }}
        >
          {header.getStartedLabel}
        </Button>
        <IconButton
          color="inherit"
          aria-label={header.menuOpenLabel}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? mobileMenuId : undefined}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          onTouchStart={() => void loadMobileMenu()}
          sx={{ display: { md: 'none' }, inlineSize: 48, blockSize: 48 }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            id={mobileMenuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            onGetStarted={() => {
              setMenuOpen(false);
              onGetStarted();
            }}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
