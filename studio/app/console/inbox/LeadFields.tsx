// Everything the visitor sent, with plain labels, and where it came from.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fieldOrder, valueWords, type InboxWords } from './inboxWords.ts';
import { qatarTime, type LeadDetail } from './leads.ts';
import { Section } from './InboxSection.tsx';

export function LeadFields({ lead, words }: { lead: LeadDetail; words: InboxWords }) {
  const known = fieldOrder.filter((field) => lead.fields[field]);
  const others = Object.keys(lead.fields).filter((field) => !(fieldOrder as readonly string[]).includes(field));
  const rows: [string, string][] = [
    ...[...known, ...others].map((field): [string, string] => [words.fields[field] ?? field, valueWords(words, field, lead.fields[field])]),
    [words.reference, lead.ref],
    [words.page, lead.page ?? '–'],
    [words.language, lead.language ? words.languages[lead.language] : '–'],
    [words.received, qatarTime(lead.createdAt, words)],
  ];
  return (
    <Section title={words.lead.details}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, auto) minmax(0, 1fr)' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            {/* In the direction it was written in (dir=auto: a paragraph's, lines and alignment too, where a
                <bdi> isolates a line): a Latin message in the Arabic inbox reads as typed, and wraps however long. */}
            <Typography component="dd" dir="auto" sx={{ m: 0, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
