// The fixed header: logo, the main links with the Services menu, the language switch, Get Started,
// and the menu toggle on small screens. Plain elements styled by headerStyles.ts: the buttons open
// the browser's own dialogs (commandfor), so they answer before any script runs, and the header
// hydrates without MUI.
/** @jsxImportSource @emotion/react */
import { useLocation } from 'react-router-dom';
import { localizedPath } from '../app/locale.ts';
import { useSiteContent } from '../app/siteContent.tsx';
import { SmartLink } from '../app/SmartLink.tsx';
import { ariaCurrent } from './activePath.ts';
import { FrameIcon } from './frameIcons.tsx';
import { frameIds } from './frameIds.ts';
import { appBar, getStarted, logo, menuToggle, nav, navLink, toolbar } from './headerStyles.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ServicesMenu } from './ServicesMenu.tsx';

export function Logo() {
  const { site, locale } = useSiteContent();
  return (
    <SmartLink href={localizedPath('/', locale)} css={logo}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      {site.brand}
    </SmartLink>
  );
}

/** A button that opens one of the frame's dialogs, with the browser's invoker commands. */
export const opensDialog = (id: string) => ({ commandfor: id, command: 'show-modal', 'aria-haspopup': 'dialog', 'aria-expanded': false, 'aria-controls': id }) as const;

export function Header() {
  const { layout } = useSiteContent();
  const { pathname } = useLocation();
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
        <button type="button" css={getStarted} {...opensDialog(frameIds.getStarted)}>
          {header.getStartedLabel}
        </button>
        <button type="button" css={menuToggle} aria-label={header.menuOpenLabel} {...opensDialog(frameIds.mobileMenu)}>
          <FrameIcon name="menu" />
        </button>
      </div>
    </header>
  );
}
