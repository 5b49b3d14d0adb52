// The header's Services dropdown: a disclosure of links, 600 px wide in three columns. Opens on
// hover and from the keyboard (Enter, Space, ArrowDown); closes ~100 ms after the pointer
// leaves, on Escape (focus back to the button), when focus leaves it, and after a link is chosen.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { SmartLink } from '../app/SmartLink.tsx';
import type { NavLink } from '../types/site.ts';
import { ariaCurrent } from './activePath.ts';

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
    <Box sx={{ position: 'relative' }} onMouseEnter={openMenu} onMouseLeave={closeSoon} onBlur={onBlur} onKeyDown={onPanelKeyDown}>
      <Button
        ref={buttonRef}
        color="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={inSection ? 'true' : undefined}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={onButtonKeyDown}
        endIcon={<ExpandMore sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        sx={{ color: inSection ? 'primary.main' : 'text.primary', fontWeight: inSection ? 750 : 600 }}
      >
        {label}
      </Button>
      <Box
        ref={panelRef}
        id={panelId}
        hidden={!open}
        sx={{ position: 'absolute', insetBlockStart: '100%', insetInlineStart: -16, paddingBlockStart: 1, zIndex: 1 }}
      >
        <Box
          component="ul"
          sx={{
            inlineSize: 600,
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            gap: 1,
            margin: 0,
            padding: 1.5,
            listStyle: 'none',
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: 3,
            boxShadow: '0 24px 48px rgba(0, 0, 0, 0.45)',
          }}
        >
          {links.map((link) => (
            <li key={link.href}>
              <Box
                component={SmartLink}
                href={link.href}
                aria-current={ariaCurrent(pathname, link.href)}
                sx={{
                  display: 'block',
                  blockSize: '100%',
                  padding: 1.5,
                  borderRadius: 2,
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:hover, &:focus-visible': { bgcolor: 'rgba(56, 189, 248, 0.1)' },
                  '&[aria-current="page"]': { bgcolor: 'rgba(56, 189, 248, 0.14)' },
                }}
              >
                <Typography component="span" sx={{ display: 'block', fontWeight: 700, color: 'primary.main' }}>
                  {link.label}
                </Typography>
                {link.text && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', marginBlockStart: 0.5 }}>
                    {link.text}
                  </Typography>
                )}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
