// Everything the visitor sent, with plain labels, and where it came from.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fieldOrder, valueWords, type InboxWords } from './inboxWords.ts';
import { qatarTime, type LeadDetail } from './leads.ts';
import { Section } from './InboxSection.tsx';

export function LeadFields({ lead, words }: { lead: LeadDetail; words: InboxWords }) {
  const known = fieldOrder.filter((field) => lead.fields[field]);
  const others = Object.keys(lead.fields).filter((field) => !(fieldOrder as readonly string[]).includes(field));
  // A message is prose, aligned as its own paragraph's direction goes; a name, an address or a
  // number keeps to the page's side while read in its own direction.
  const prose = (field: string) => field === 'message' || field === 'projectDetails';
  const rows: [label: string, value: string, prose: boolean][] = [
    ...[...known, ...others].map((field): [string, string, boolean] => [words.fields[field] ?? field, valueWords(words, field, lead.fields[field]), prose(field)]),
    [words.reference, lead.ref, false],
    [words.page, lead.page ?? '–', false],
    [words.language, lead.language ? words.languages[lead.language] : '–', false],
    [words.received, qatarTime(lead.createdAt, words), false],
  ];
  return (
    <Section title={words.lead.details}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, auto) minmax(0, 1fr)' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
        {rows.map(([label, value, isProse]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            {/* In the direction it was written in, and wrapped however long: a message as a paragraph of
                its own (dir=auto: its lines and alignment too), a name, an address or a number isolated
                (<bdi>) on the page's side. A Latin message in the Arabic inbox reads as typed. */}
            <Typography component="dd" dir={isProse ? 'auto' : undefined} sx={{ m: 0, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}>
              {isProse ? value : <bdi>{value}</bdi>}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
