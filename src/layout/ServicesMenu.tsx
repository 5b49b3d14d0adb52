// The header's Services menu: links 600 px wide in three columns, in a popover. The browser opens
// it from its button (click, Enter, Space), closes it on Escape with focus back on the button and
// on a tap outside; CSS opens it while the pointer rests on the menu and closes it ~100 ms after
// the pointer leaves. The boot script adds ArrowDown, the arrow keys between links, and closing
// when focus leaves it or a link is chosen (client/frameControls.ts). All before React runs.
/** @jsxImportSource @emotion/react */
import { useLocation } from 'react-router-dom';
import type { CSSObject } from '@emotion/react';
import { SmartLink } from '../app/SmartLink.tsx';
import { borderRadius, colors } from '../theme/tokens.ts';
import type { NavLink } from '../types/site.ts';
import { ariaCurrent } from './activePath.ts';
import { FrameIcon } from './frameIcons.tsx';
import { frameIds } from './frameIds.ts';
import { textButton } from './headerStyles.ts';

export const servicesMenuCloseDelayMs = 100;

export function ServicesMenu({ label, links }: { label: string; links: NavLink[] }) {
  const { pathname } = useLocation();
  const inSection = links.some((link) => ariaCurrent(pathname, link.href));
  return (
    <div css={menu} data-services-menu>
      <button type="button" css={textButton} popoverTarget={frameIds.servicesMenu} aria-expanded={false} aria-controls={frameIds.servicesMenu} aria-current={inSection ? 'true' : undefined}>
        {label}
        <FrameIcon name="expandMore" />
      </button>
      <div id={frameIds.servicesMenu} popover="auto" css={panel}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} aria-current={ariaCurrent(pathname, link.href)}>
                <span className="services-menu-label">{link.label}</span>
                {link.text && <span className="services-menu-text">{link.text}</span>}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const menu: CSSObject = {
  '& > button': { anchorName: '--services-menu' },
  '@supports not (anchor-name: --a)': { position: 'relative' },
  // The chevron turns while the menu shows, after the label as MUI's end icon would sit.
  '& > button svg': { marginInlineStart: 8, marginInlineEnd: -4, transition: 'transform 150ms' },
  '&:hover:not([data-chosen]) > button svg, &:has(:popover-open) > button svg': { transform: 'rotate(180deg)' },
};

const shown: CSSObject = { visibility: 'visible', opacity: 1, transitionDelay: '0s' };

const panel: CSSObject = {
  // Kept laid out while closed, invisible, so that hovering can show it without script: hidden
  // ~100 ms after the pointer leaves (the delay lets it cross the gap to the panel).
  display: 'block',
  visibility: 'hidden',
  opacity: 0,
  transition: `visibility 0s linear ${servicesMenuCloseDelayMs}ms, opacity 120ms ease ${servicesMenuCloseDelayMs - 20}ms`,
  '[data-services-menu]:hover:not([data-chosen]) > &, &:popover-open': shown,
  // Below the menu's button, whether shown on hover or opened into the top layer.
  // (Insets rather than position-area: the header is the panel's containing block until it
  // opens into the top layer, and position-area would pull the taller panel back inside it.)
  position: 'absolute',
  inset: 'auto',
  positionAnchor: '--services-menu',
  insetBlockStart: 'anchor(end)',
  insetInlineStart: 'anchor(start)',
  marginBlock: 0,
  marginInline: -16,
  padding: 0,
  paddingBlockStart: 8,
  border: 0,
  background: 'none',
  color: 'inherit',
  overflow: 'visible',
  // Without anchor positioning (Firefox before 147), open in the top layer: below the button where
  // the boot script has measured it (client/frameControls.ts: servicesMenuPlace), else centred
  // below the header.
  '@supports not (anchor-name: --a)': {
    insetBlockStart: '100%',
    insetInlineStart: 0,
    '&:popover-open': {
      position: 'fixed',
      insetBlockStart: 'var(--services-menu-block-start, 56px)',
      insetInlineStart: 'var(--services-menu-inline-start, 0px)',
      insetInlineEnd: 'var(--services-menu-inline-end, 0px)',
      marginInline: 'var(--services-menu-margin, auto)',
      inlineSize: 'fit-content',
    },
  },
  '& ul': {
    inlineSize: 600,
    display: 'grid',
    gridTemplateColumns: 'repeat(3, 1fr)',
    gap: 8,
    margin: 0,
    padding: 12,
    listStyle: 'none',
    backgroundColor: colors.paper,
    border: `1px solid ${colors.divider}`,
    borderRadius: 3 * borderRadius,
    boxShadow: '0 24px 48px rgba(0, 0, 0, 0.45)',
  },
  '& a': {
    display: 'block',
    blockSize: '100%',
    boxSizing: 'border-box',
    padding: 12,
    borderRadius: 2 * borderRadius,
    color: colors.text,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { backgroundColor: 'rgba(56, 189, 248, 0.1)' },
    '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: -2 },
    '&[aria-current="page"]': { backgroundColor: 'rgba(56, 189, 248, 0.14)' },
  },
  '& .services-menu-label': { display: 'block', fontWeight: 700, color: colors.primary },
  '& .services-menu-text': { display: 'block', marginBlockStart: 4, fontSize: '0.875rem', lineHeight: 1.43, color: colors.textSecondary },
};
