// One lead in the list, a link to its page: who (form, name, company), what (topic, budget),
// where from (page, language) and where it stands (received, status, owner). Stacked on a phone,
// in columns on a desk.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { valueWords, type InboxWords } from './inboxWords.ts';
import { qatarTime, type LeadSummary } from './leads.ts';
import { leadAddress } from './useInboxAddress.ts';

const areas = { xs: '"who meta" "what meta" "where meta"', md: '"who what where meta"' };

export function LeadRow({ lead, words, onOpen }: { lead: LeadSummary; words: InboxWords; onOpen: (address: string) => void }) {
  const topicField = lead.kind === 'contact' ? 'subject' : 'projectType';
  return (
    <Box component="li">
      <Box
        component="a"
        href={leadAddress(lead.ref)}
        onClick={(event: MouseEvent) => !event.metaKey && !event.ctrlKey && (event.preventDefault(), onOpen(leadAddress(lead.ref)))}
        sx={{
          display: 'grid', gridTemplateAreas: areas, gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.3fr) auto' },
          columnGap: 2, rowGap: 0.25, p: 1.5, color: 'text.primary', textDecoration: 'none', border: 1, borderColor: 'divider', borderRadius: 1,
          bgcolor: lead.status === 'new' ? '#f3f8fe' : 'background.paper', '&:hover, &:focus-visible': { borderColor: 'primary.main' },
        }}
      >
        <Box sx={{ gridArea: 'who', minWidth: 0 }}>
          <Typography component="span" variant="caption" sx={{ fontWeight: 700, color: 'primary.dark', textTransform: 'uppercase', marginInlineEnd: 1 }}>
            {words.kinds[lead.kind]}
          </Typography>
          {/* A visitor's name in its own direction (a Latin name in the Arabic inbox keeps its order), wrapped however long. */}
          <Typography component="bdi" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {lead.name ?? words.unnamed}
          </Typography>
          {lead.company && (
            <Typography variant="body2" noWrap>
              <bdi>{lead.company}</bdi>
            </Typography>
          )}
        </Box>
        <Typography variant="body2" sx={{ gridArea: 'what', minWidth: 0 }}>
          {[lead.topic && valueWords(words, topicField, lead.topic), lead.budget && `${words.fields.budget}: ${valueWords(words, 'budget', lead.budget)}`].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" sx={{ gridArea: 'where', minWidth: 0, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          <bdi dir="ltr">{lead.page ?? '–'}</bdi> · {lead.language ? words.languages[lead.language] : '–'}
        </Typography>
        {/* At most a third of a phone's row: an owner's long name wraps here rather than pushing into the visitor's. */}
        <Box sx={{ gridArea: 'meta', minWidth: 0, maxInlineSize: { xs: '8.5rem', md: '12rem' }, display: 'grid', justifyItems: 'end', alignContent: 'start', gap: 0.5, textAlign: 'end' }}>
          <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={lead.createdAt}>{qatarTime(lead.createdAt, words)}</time>
          </Typography>
          <Chip size="small" sx={{ maxInlineSize: '100%' }} label={words.statuses[lead.status]} color={lead.status === 'new' ? 'primary' : 'default'} variant={lead.status === 'new' ? 'filled' : 'outlined'} />
          <Typography variant="caption" data-part="owner" sx={{ overflowWrap: 'anywhere', maxInlineSize: '100%' }}>{lead.owner ? <bdi>{lead.owner.name}</bdi> : `${words.owner}: ${words.nobody}`}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
