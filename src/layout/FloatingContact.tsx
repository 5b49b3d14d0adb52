// The round button in the corner that expands to WhatsApp, Call, AI Chat and AI Call.
// AI Chat and AI Call only write to the console, as the specification says.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Fab from '@mui/material/Fab';
import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import { useSiteContent } from '../app/siteContent.tsx';
import { telHref, whatsappHref } from './contactLinks.ts';
import { contactIcons } from './icons.ts';
import { bottomBarHeight } from './sizes.ts';

export function FloatingContact() {
  const { layout, site } = useSiteContent();
  const texts = layout.floatingContact;
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  const options = [
    { label: texts.whatsappLabel, icon: contactIcons.whatsapp, color: '#25d366', link: { href: whatsappHref(site), target: '_blank', rel: 'noopener noreferrer' } },
    { label: texts.callLabel, icon: contactIcons.phone, color: '#38bdf8', link: { href: telHref(site.phone) } },
    { label: texts.aiChat.label, icon: contactIcons.ai, color: '#a78bfa', onClick: () => console.log(texts.aiChat.consoleMessage) },
    { label: texts.aiCall.label, icon: contactIcons.aiCall, color: '#f472b6', onClick: () => console.log(texts.aiCall.consoleMessage) },
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        onKeyDown={onKeyDown}
        sx={{
          position: 'fixed',
          insetInlineEnd: 16,
          insetBlockEnd: { xs: `calc(${bottomBarHeight + 16}px + env(safe-area-inset-bottom))`, md: 24 },
          zIndex: 'speedDial',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 1.5,
        }}
      >
        <Box component="ul" id={listId} hidden={!open} sx={{ listStyle: 'none', margin: 0, padding: 0, display: open ? 'grid' : 'none', gap: 1.25, justifyItems: 'end' }}>
          {options.map(({ label, icon: Icon, color, link, onClick }) => (
            <li key={label}>
              <Fab
                variant="extended"
                size="medium"
                {...(link ? { component: 'a', ...link } : { onClick })}
                sx={{ bgcolor: 'background.paper', color: 'text.primary', border: '1px solid', borderColor: 'divider', gap: 1, '&:hover': { bgcolor: '#1b2744' } }}
              >
                <Icon sx={{ color }} />
                {label}
              </Fab>
            </li>
          ))}
        </Box>
        <Fab
          ref={toggleRef}
          color="primary"
          aria-label={open ? texts.closeLabel : texts.openLabel}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon /> : <ChatIcon />}
        </Fab>
      </Box>
    </ClickAwayListener>
  );
}
