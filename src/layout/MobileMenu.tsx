// The small-screen menu: a drawer with every header link, the service links, the language switch
// and Get Started. A native modal <dialog>, opened by the header's menu button (commandfor): the
// browser moves focus in and back, closes it on Escape and on a tap beside it, and keeps the page
// behind inert, before any script runs. Choosing a link closes it (client/frameControls.ts).
/** @jsxImportSource @emotion/react */
import { useLocation } from 'react-router-dom';
import type { CSSObject } from '@emotion/react';
import { useSiteContent } from '../app/siteContent.tsx';
import { SmartLink } from '../app/SmartLink.tsx';
import { colors } from '../theme/tokens.ts';
import type { NavLink } from '../types/site.ts';
import { ariaCurrent } from './activePath.ts';
import { closeButton, drawer, titleRow } from './dialogStyles.ts';
import { FrameIcon } from './frameIcons.tsx';
import { frameIds } from './frameIds.ts';
import { closesDialog, frameDialog, opensDialog } from './Header.tsx';
import { containedButton, textButton } from './headerStyles.ts';
import { useOtherLanguage } from './LanguageSwitch.tsx';

const id = frameIds.mobileMenu;
const titleId = `${id}-title`;

export function MobileMenu() {
  const { layout } = useSiteContent();
  const { pathname } = useLocation();
  const { header } = layout;
  const otherLanguage = useOtherLanguage();

  const item = (link: NavLink) => (
    <li key={link.href}>
      <SmartLink href={link.href} aria-current={ariaCurrent(pathname, link.href)}>
        {link.label}
      </SmartLink>
    </li>
  );

  return (
    <dialog {...frameDialog(id)} aria-labelledby={titleId} css={drawer}>
      <div css={content}>
        <div css={titleRow}>
          <h2 id={titleId}>{header.menuTitle}</h2>
          <button type="button" css={closeButton} {...closesDialog(id)} aria-label={header.menuCloseLabel}>
            <FrameIcon name="close" />
          </button>
        </div>
        <nav aria-label={header.navLabel} css={links}>
          <ul>{header.links.map(item)}</ul>
          <h3>{header.servicesHeading ?? header.servicesMenu.label}</h3>
          <ul>{header.servicesMenu.links.map(item)}</ul>
        </nav>
        <div css={actions}>
          <a href={otherLanguage.href} hrefLang={otherLanguage.lang} lang={otherLanguage.lang} css={outlinedButton}>
            <FrameIcon name="translate" />
            {otherLanguage.label}
          </a>
          <button type="button" css={containedButton} {...opensDialog(frameIds.getStarted)}>
            {header.getStartedLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

const content: CSSObject = { display: 'flex', flexDirection: 'column', minBlockSize: '100%', '& h2': { paddingInlineStart: 0 } };

const links: CSSObject = {
  paddingInline: 8,
  '& ul': { margin: 0, padding: 0, paddingBlock: 8, listStyle: 'none' },
  '& h3': { margin: 0, paddingInline: 16, fontSize: '0.875rem', fontWeight: 500, lineHeight: 2.5, color: colors.textSecondary },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minBlockSize: 48,
    boxSizing: 'border-box',
    paddingInline: 16,
    borderRadius: 8,
    color: colors.text,
    fontWeight: 550,
    textDecoration: 'none',
    '&:hover': { backgroundColor: colors.hover },
    '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: -2 },
    '&[aria-current]': { fontWeight: 750, backgroundColor: 'rgba(56, 189, 248, 0.16)' },
  },
};

const actions: CSSObject = {
  display: 'grid',
  gap: 12,
  padding: 16,
  marginBlockStart: 'auto',
  '& > *': { inlineSize: '100%', minBlockSize: 48, fontSize: '0.9375rem', gap: 8 },
};

const outlinedButton: CSSObject = { ...textButton, border: `1px solid ${colors.divider}` };
