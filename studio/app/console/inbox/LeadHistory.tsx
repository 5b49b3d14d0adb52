// Everything done with a lead, newest first: who opened it, changed it or wrote about it, and when.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InboxWords, LeadStatus } from './inboxWords.ts';
import { qatarTime, type LeadDetail, type LeadEvent, type MemberRef } from './leads.ts';
import { Section } from './InboxSection.tsx';

function what(event: LeadEvent, words: InboxWords): string {
  switch (event.action) {
    case 'status':
      return words.events.status(words.statuses[event.detail.to as LeadStatus] ?? String(event.detail.to));
    case 'owner': {
      const to = event.detail.to as MemberRef | null;
      return to && to.id === event.member?.id ? words.events.took : words.events.owner(to?.name ?? words.nobody);
    }
    default:
      return (words.events as Record<string, unknown>)[event.action] as string ?? event.action;
  }
}

export function LeadHistory({ lead, words }: { lead: LeadDetail; words: InboxWords }) {
  // The server sends them in the order they happened.
  const events = [...lead.events].reverse();
  return (
    <Section title={words.lead.history}>
      <Box component="ul" aria-label={words.lead.history} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {events.map((event, index) => (
          <Box component="li" key={index}>
            <Typography variant="body2">
              <bdi>{event.member?.name ?? words.commandLine}</bdi> {what(event, words)}
            </Typography>
            <Typography variant="caption" component="time" dateTime={event.at}>
              {qatarTime(event.at, words)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
