// Everything done with a lead, newest first: who opened it, changed it or wrote about it, and when.
// Each opening is recorded, but they are folded into one line ("Opened 5 times, last by Noor", at
// the place of the last one) that opens on the list of them: the changes stay in sight.
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

const list = { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 } as const;

function Entry({ event, words }: { event: LeadEvent; words: InboxWords }) {
  return (
    <Box component="li">
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{event.member?.name ?? words.commandLine}</bdi> {what(event, words)}
      </Typography>
      <Typography variant="caption" component="time" dateTime={event.at}>
        {qatarTime(event.at, words)}
      </Typography>
    </Box>
  );
}

export function LeadHistory({ lead, words }: { lead: LeadDetail; words: InboxWords }) {
  // The server sends them in the order they happened.
  const events = [...lead.events].reverse();
  const views = events.filter((event) => event.action === 'view');
  const lastView = views[0];
  return (
    <Section title={words.lead.history}>
      <Box component="ul" aria-label={words.lead.history} sx={list}>
        {events.map((event, index) => {
          if (event.action !== 'view' || views.length === 1) return <Entry key={index} event={event} words={words} />;
          if (event !== lastView) return null;
          return (
            <Box component="li" key={index}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {words.events.viewed(views.length)} <bdi>{event.member?.name ?? words.commandLine}</bdi>
              </Typography>
              <Typography variant="caption" component="time" dateTime={event.at}>
                {qatarTime(event.at, words)}
              </Typography>
              <Box component="details">
                {/* A thumb's target: 44 px tall, its marker kept (a list item, not a flex box). */}
                <Box component="summary" sx={{ minBlockSize: 44, paddingBlock: 1.25, cursor: 'pointer', color: 'primary.main', typography: 'body2' }}>
                  {words.events.showViews}
                </Box>
                <Box component="ul" aria-label={words.events.showViews} sx={{ ...list, paddingInlineStart: 2 }}>
                  {views.map((view, at) => (
                    <Entry key={at} event={view} words={words} />
                  ))}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
