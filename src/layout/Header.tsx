// The fixed header: logo, the main links with the Services menu, the language switch, Get Started,
// and the menu toggle on small screens. It hydrates before MUI loads, so it is plain elements
// styled by headerStyles.ts; the menu drawer it opens is MUI, loaded the first time.
/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { deferred } from '../app/deferred.tsx';
import { localizedPath } from '../app/locale.ts';
import { useSiteContent } from '../app/siteContent.tsx';
import { SmartLink } from '../app/SmartLink.tsx';
import { ariaCurrent } from './activePath.ts';
import { HeaderIcon } from './headerIcons.tsx';
import { appBar, getStarted, logo, menuToggle, nav, navLink, toolbar } from './headerStyles.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ServicesMenu } from './ServicesMenu.tsx';

const MobileMenu = deferred(() => import('./MobileMenu.tsx'));
const mobileMenuId = 'mobile-menu';

export function Logo() {
  const { site, locale } = useSiteContent();
  return (
    <SmartLink href={localizedPath('/', locale)} css={logo}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      {site.brand}
    </SmartLink>
  );
}

export function Header({ onGetStarted, prefetchGetStarted }: { onGetStarted: () => void; prefetchGetStarted: () => void }) {
  const { layout } = useSiteContent();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { header } = layout;
  const servicesAt = header.servicesMenu.insertAfter ?? 1;

  const link = (item: (typeof header.links)[number]) => (
    <SmartLink key={item.href} href={item.href} aria-current={ariaCurrent(pathname, item.href)} css={navLink}>
      {item.label}
    </SmartLink>
  );

  return (
    <header css={appBar}>
      <div css={toolbar}>
        <Logo />
        <nav aria-label={header.navLabel} css={nav}>
          {header.links.slice(0, servicesAt).map(link)}
          <ServicesMenu label={header.servicesMenu.label} links={header.servicesMenu.links} />
          {header.links.slice(servicesAt).map(link)}
        </nav>
        <LanguageSwitch />
        <button type="button" css={getStarted} onClick={onGetStarted} onMouseEnter={prefetchGetStarted} onFocus={prefetchGetStarted}>
          {header.getStartedLabel}
        </button>
        <button
          type="button"
          css={menuToggle}
          aria-label={header.menuOpenLabel}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? mobileMenuId : undefined}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          onTouchStart={() => void MobileMenu.preload()}
        >
          <HeaderIcon name="menu" />
        </button>
      </div>
      {menuLoaded && (
        <MobileMenu
          id={mobileMenuId}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          onGetStarted={() => {
            setMenuOpen(false);
            onGetStarted();
          }}
        />
      )}
    </header>
  );
}
