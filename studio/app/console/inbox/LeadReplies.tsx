// One-tap replies: WhatsApp, a call, an e-mail, prefilled in the visitor's language.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InboxWords } from './inboxWords.ts';
import { replyLinks, type LeadDetail } from './leads.ts';

export function LeadReplies({ lead, words }: { lead: LeadDetail; words: InboxWords }) {
  const links = replyLinks(lead);
  const buttons = [
    { label: words.lead.whatsapp, href: links.whatsapp, external: true },
    { label: words.lead.call, href: links.call },
    { label: words.lead.email, href: links.email },
  ].filter((button) => button.href);
  return (
    <Box component="section" aria-label={words.lead.reply} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${buttons.length}, minmax(0, 1fr))`, gap: 1, maxWidth: { md: 520 } }}>
        {buttons.map((button) => (
          // 48 px tall: a thumb's target (iOS asks 44, Android 48); three fit side by side at 320 px.
          <Button key={button.label} variant="contained" size="large" href={button.href} sx={{ minHeight: 48, minWidth: 0, paddingInline: 1, overflowWrap: 'anywhere' }} {...(button.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {button.label}
          </Button>
        ))}
      </Box>
      <Typography variant="caption">{words.lead.replyNote(words.languages[lead.language ?? 'en'])}</Typography>
    </Box>
  );
}
