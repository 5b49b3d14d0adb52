// Everything done with a lead, newest first: who opened it, changed it or wrote about it, and when.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InboxWords, LeadStatus } from './inboxWords.ts';
import { qatarTime, type LeadDetail, type LeadEvent, type MemberName } from './leads.ts';
import { Section } from './InboxSection.tsx';

function what(event: LeadEvent, words: InboxWords): string {
  switch (event.action) {
    case 'status':
      return words.events.status(words.statuses[event.detail.to as LeadStatus] ?? String(event.detail.to));
    case 'owner':
      return words.events.owner((event.detail.to as MemberName | null)?.name ?? words.nobody);
    default:
      return (words.events as Record<string, unknown>)[event.action] as string ?? event.action;
  }
}

export function LeadHistory({ lead, words }: { lead: LeadDetail; words: InboxWords }) {
  const events = [...lead.events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Section title={words.lead.history}>
      <Box component="ol" aria-label={words.lead.history} sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 0.5 }}>
        {events.map((event, index) => (
          <Typography component="li" variant="body2" key={index}>
            <time dateTime={event.at}>{qatarTime(event.at, words)}</time>: {event.member?.name ?? words.commandLine} {what(event, words)}
          </Typography>
        ))}
      </Box>
    </Section>
  );
}
