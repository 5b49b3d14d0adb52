// The Get Started dialog: WhatsApp, Ask AI, call and e-mail. Loaded the first time it is opened.
import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useSiteContent } from '../app/siteContent.tsx';
import { contactIcons } from './icons.ts';
import { mailtoHref, telHref, whatsappHref } from './contactLinks.ts';

type Option = { label: string; text: string; icon: keyof typeof contactIcons; color: string } & ({ href: string; newTab?: boolean } | { onSelect: () => void });

export default function GetStartedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { layout, site } = useSiteContent();
  const texts = layout.getStarted;
  const options: Option[] = [
    { ...texts.whatsapp, icon: 'whatsapp', color: '#25d366', href: whatsappHref(site), newTab: true },
    {
      ...texts.askAi,
      icon: 'ai',
      color: '#a78bfa',
      onSelect: () => {
        window.alert(texts.askAi.alert);
        onClose();
      },
    },
    { ...texts.call, icon: 'phone', color: '#38bdf8', href: telHref(site.phone) },
    { ...texts.email, icon: 'email', color: '#fbbf24', href: mailtoHref(site.email, texts.email.subject) },
  ];

  const row = (option: Option): ReactNode => {
    const Icon = contactIcons[option.icon];
    const link = 'href' in option ? { component: 'a' as const, href: option.href, ...(option.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}) } : { onClick: option.onSelect };
    return (
      <ListItem key={option.label} disablePadding sx={{ marginBlockEnd: 1.5 }}>
      <ListItemButton {...link} sx={{ borderRadius: 2, border: '1px solid', borderColor: 'divider', paddingBlock: 1.5 }}>
        <ListItemIcon sx={{ minWidth: 48, color: option.color }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={option.label} secondary={option.text} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
      </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="get-started-title" aria-describedby="get-started-text" fullWidth maxWidth="xs">
      <DialogTitle id="get-started-title" sx={{ fontWeight: 750, paddingInlineEnd: 7 }}>
        {texts.title}
      </DialogTitle>
      <IconButton aria-label={texts.closeLabel} onClick={onClose} sx={{ position: 'absolute', insetInlineEnd: 8, insetBlockStart: 8, inlineSize: 48, blockSize: 48 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ paddingBlockStart: 0 }}>
        <Typography id="get-started-text" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
          {texts.text}
        </Typography>
        <List disablePadding>{options.map(row)}</List>
      </DialogContent>
    </Dialog>
  );
}
