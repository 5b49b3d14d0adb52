// The console's sections as links: a row in the bar on a desk; on a phone, a bar at the bottom
// of the screen where a thumb reaches, four sections and "More" for the rest.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useWords } from './ConsoleLook.tsx';
import { pageAddress, type ConsolePage } from './useConsolePath.ts';

const icons: Partial<Record<ConsolePage, ReactNode>> = {
  edit: <EditOutlinedIcon />,
  publish: <PublishOutlinedIcon />,
  inbox: <InboxOutlinedIcon />,
  team: <GroupOutlinedIcon />,
  record: <HistoryOutlinedIcon />,
  sources: <InsightsOutlinedIcon />,
};

interface SectionLinksProps {
  sections: ConsolePage[];
  current: ConsolePage;
  go: (page: ConsolePage) => void;
}

const follow = (go: (page: ConsolePage) => void, page: ConsolePage) => (event: MouseEvent) => {
  // A new tab or window opens as the browser does; a plain click stays in the page.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  go(page);
};

export function DeskSections({ sections, current, go }: SectionLinksProps) {
  const words = useWords().shell;
  return (
    <Box component="nav" aria-label={words.sections} sx={{ display: 'flex', gap: 0.5, minWidth: 0, overflowX: 'auto' }}>
      {sections.map((page) => (
        <Button
          key={page}
          href={pageAddress(page)}
          aria-current={page === current ? 'page' : undefined}
          onClick={follow(go, page)}
          color="inherit"
          sx={(theme) => ({ borderRadius: 0, minHeight: 48, borderBlockEnd: `3px solid ${page === current ? theme.palette.primary.main : 'transparent'}`, flexShrink: 0 })}
        >
          {words.pages[page]}
        </Button>
      ))}
    </Box>
  );
}

const phoneSlots = 5;

export function PhoneSections({ sections, current, go }: SectionLinksProps) {
  const words = useWords().shell;
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const shown = sections.length <= phoneSlots ? sections : sections.slice(0, phoneSlots - 1);
  const more = sections.slice(shown.length);
  const item = (key: string, label: string, icon: ReactNode, selected: boolean, props: Record<string, unknown>) => (
    <ButtonBase
      key={key}
      {...props}
      sx={{ flex: 1, minWidth: 0, minHeight: 56, display: 'flex', flexDirection: 'column', gap: 0.25, fontSize: 12, color: selected ? 'primary.main' : 'text.secondary', fontWeight: selected ? 700 : 400 }}
    >
      {icon}
      <Box component="span" sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {label}
      </Box>
    </ButtonBase>
  );
  return (
    <Box component="nav" aria-label={words.sections} sx={{ display: 'flex', borderBlockStart: 1, borderColor: 'divider', bgcolor: 'background.paper', paddingBlockEnd: 'env(safe-area-inset-bottom)' }}>
      {shown.map((page) => item(page, words.pages[page], icons[page], page === current, { component: 'a', href: pageAddress(page), 'aria-current': page === current ? 'page' : undefined, onClick: follow(go, page) }))}
      {more.length > 0 &&
        item('more', words.more, <MoreHorizIcon />, more.includes(current), {
          'aria-haspopup': 'menu',
          'aria-expanded': Boolean(moreAnchor),
          onClick: (event: MouseEvent<HTMLElement>) => setMoreAnchor(event.currentTarget),
        })}
      {/* Opens upwards, above the bar, at its end. */}
      <Menu
        anchorEl={moreAnchor}
        open={Boolean(moreAnchor)}
        onClose={() => setMoreAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {more.map((page) => (
          <MenuItem key={page} component="a" href={pageAddress(page)} aria-current={page === current ? 'page' : undefined} onClick={(event: MouseEvent) => (follow(go, page)(event), setMoreAnchor(null))} sx={{ gap: 1.5 }}>
            {icons[page]}
            {words.pages[page]}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
