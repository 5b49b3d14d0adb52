// The member's menu, at the bar's end: who is signed in, the console's language and appearance,
// My account, and Sign out.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { consoleLanguages } from '../../shared/consoleLanguages.ts';
import type { Me } from './consoleApi.ts';
import { useConsoleLook, type ColourMode } from './ConsoleLook.tsx';

const modes: ColourMode[] = ['system', 'light', 'dark'];

export function MemberMenu({ me, compact, onAccount, onSignOut }: { me: Me; compact: boolean; onAccount: () => void; onSignOut: () => void }) {
  const { words, language, chooseLanguage, mode, chooseMode } = useConsoleLook();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const choice = (selected: boolean) => (
    <ListItemIcon sx={{ visibility: selected ? 'visible' : 'hidden' }}>
      <CheckIcon fontSize="small" />
    </ListItemIcon>
  );
  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        color="inherit"
        sx={{ marginInlineStart: 'auto', minWidth: 44, minHeight: 44, gap: 1, textTransform: 'none', flexShrink: 0 }}
      >
        <Avatar aria-hidden sx={{ width: 30, height: 30, fontSize: 15, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{me.member.name.slice(0, 1).toUpperCase()}</Avatar>
        {/* Its name is the member's and "your menu": what a screen reader says is what is seen, and more. */}
        <Box component="bdi" sx={compact ? visuallyHidden : undefined}>
          {me.member.name}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {words.shell.yourMenu}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { dense: false } }}>
        <ListSubheader sx={{ lineHeight: 1.4, py: 1 }}>
          <bdi>{me.member.name}</bdi> · {words.shell.roles[me.member.role] ?? me.member.role}
        </ListSubheader>
        <Divider />
        <ListSubheader>{words.shell.language}</ListSubheader>
        {consoleLanguages.map((option) => (
          <MenuItem key={option} lang={option} role="menuitemradio" aria-checked={option === language} selected={option === language} onClick={() => (chooseLanguage(option), close())}>
            {choice(option === language)}
            <ListItemText>{words.shell.languageName[option]}</ListItemText>
          </MenuItem>
        ))}
        <ListSubheader>{words.shell.appearance}</ListSubheader>
        {modes.map((option) => (
          <MenuItem key={option} role="menuitemradio" aria-checked={option === mode} selected={option === mode} onClick={() => (chooseMode(option), close())}>
            {choice(option === mode)}
            <ListItemText>{words.shell.modes[option]}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => (onAccount(), close())}>
          {words.shell.pages.account}
        </MenuItem>
        <MenuItem onClick={() => (onSignOut(), close())}>
          {words.shell.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
