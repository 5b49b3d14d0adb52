// The header's Services dropdown: a disclosure of links, 600 px wide in three columns. Opens on
// hover and from the keyboard (Enter, Space, ArrowDown); closes ~100 ms after the pointer
// leaves, on Escape (focus back to the button), when focus leaves it, and after a link is chosen.
/** @jsxImportSource @emotion/react */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { CSSObject } from '@emotion/react';
import { SmartLink } from '../app/SmartLink.tsx';
import { borderRadius, colors } from '../theme/tokens.ts';
import type { NavLink } from '../types/site.ts';
import { ariaCurrent } from './activePath.ts';
import { HeaderIcon } from './headerIcons.tsx';
import { textButton } from './headerStyles.ts';

export const servicesMenuCloseDelayMs = 100;

export function ServicesMenu({ label, links }: { label: string; links: NavLink[] }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const inSection = links.some((link) => ariaCurrent(pathname, link.href));

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openMenu = () => {
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), servicesMenuCloseDelayMs);
  };
  const linksInPanel = () => [...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => cancelClose, []);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openMenu();
    requestAnimationFrame(() => linksInPanel()[0]?.focus());
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    const items = linksInPanel();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div css={menu} onMouseEnter={openMenu} onMouseLeave={closeSoon} onBlur={onBlur} onKeyDown={onPanelKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        css={textButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={inSection ? 'true' : undefined}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <HeaderIcon name="expandMore" />
      </button>
      <div ref={panelRef} id={panelId} hidden={!open} css={panel}>
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
  position: 'relative',
  // The chevron turns when the menu is open, after the label as MUI's end icon would sit.
  '& > button svg': { marginInlineStart: 8, marginInlineEnd: -4, transition: 'transform 150ms' },
  '& > button[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
};

const panel: CSSObject = {
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: -16,
  zIndex: 1,
  paddingBlockStart: 8,
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
