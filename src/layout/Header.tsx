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

/**
 * A button that opens one of the frame's dialogs: as a modal dialog with the browser's invoker
 * commands (Chromium since 2025), else as a popover (every engine since 2024: Safari 17, Firefox
 * ESR 128 and 140, which have no invoker commands), until the boot script opens it as a modal
 * dialog there too. The dialog carries both (frameDialog). A browser that knows commandfor
 * ignores popovertarget.
 */
export const opensDialog = (id: string) =>
  ({ commandfor: id, command: 'show-modal', popoverTarget: id, popoverTargetAction: 'show', 'aria-haspopup': 'dialog', 'aria-expanded': false, 'aria-controls': id }) as const;

/** A button that closes one of the frame's dialogs, however it was opened. */
export const closesDialog = (id: string) => ({ commandfor: id, command: 'close', popoverTarget: id, popoverTargetAction: 'hide' }) as const;

/** The frame's dialog element: modal with invoker commands or the boot script, a popover before either (opensDialog). */
export const frameDialog = (id: string) => ({ id, popover: 'auto', closedby: 'any' }) as const;

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
