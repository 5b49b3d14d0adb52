// One lead's page: who sent it and from where, one-tap replies, its handling (status, owner:
// within a phone's first screen), what they sent, notes and the history of everything done with
// it. Opening it is recorded. Opened from the list, its heading shows at once from the list's row
// (listedLeads) while the rest loads.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { consoleApi, type ConsoleError, type Me } from '../consoleApi.ts';
import type { InboxWords } from './inboxWords.ts';
import { LeadFields } from './LeadFields.tsx';
import { LeadHandling } from './LeadHandling.tsx';
import { LeadHistory } from './LeadHistory.tsx';
import { LeadNotes } from './LeadNotes.tsx';
import { LeadReplies } from './LeadReplies.tsx';
import { listedLead, qatarTime, type LeadDetail, type LeadSummary } from './leads.ts';

type Props = { leadRef: string; me: Me; words: InboxWords; listAddress: string; onBack: () => void };

export function LeadPage({ leadRef, me, words, listAddress, onBack }: Props) {
  const [lead, setLead] = useState<LeadDetail>();
  const [failure, setFailure] = useState<ConsoleError>();
  // Read once per lead (each reading is recorded as a view), not again when the language changes.
  useEffect(() => {
    consoleApi<{ lead: LeadDetail }>('GET', `leads/${leadRef}`).then((answer) => setLead(answer.lead), setFailure);
  }, [leadRef]);
  const error = failure && (failure.status === 404 ? words.lead.notFound : failure.message);
  // Opened from further down the list, the lead starts at its top.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // In braces: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
    top.current?.closest('main')?.scrollIntoView({ block: 'start' });
  }, []);
  const back = (
    <Button href={listAddress} onClick={(event) => (event.preventDefault(), onBack())} sx={{ justifySelf: 'start' }}>
      {words.lead.back}
    </Button>
  );
  return (
    <Box ref={top} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 1.5, md: 2 } }}>
      {back}
      {error && <Alert severity="error">{error}</Alert>}
      {!lead && !error && listedLead(leadRef) && <LeadHeading lead={listedLead(leadRef)!} words={words} />}
      {!lead && !error && <Typography>{words.loading}</Typography>}
      {lead && <LeadContent lead={lead} me={me} words={words} onChange={setLead} />}
    </Box>
  );
}

/** Who sent the lead, by which form, and when: all in the list's row too. */
function LeadHeading({ lead, words }: { lead: Pick<LeadSummary, 'name' | 'kind' | 'ref' | 'createdAt'>; words: InboxWords }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <bdi>{lead.name ?? words.unnamed}</bdi>
      </Typography>
      <Typography variant="body2">
        {words.kinds[lead.kind]} · <bdi dir="ltr">{lead.ref}</bdi> · <time dateTime={lead.createdAt}>{qatarTime(lead.createdAt, words)}</time>
      </Typography>
    </Box>
  );
}

function LeadContent({ lead, me, words, onChange }: { lead: LeadDetail; me: Me; words: InboxWords; onChange: (lead: LeadDetail) => void }) {
  return (
    <>
      <LeadHeading lead={lead} words={words} />
      <LeadReplies lead={lead} words={words} />
      {/* Where the lead stands comes right after the replies on a phone (in the first screen), the
          visitor's fields after it; at a desk the fields on one side, the handling on the other. */}
      <Box
        sx={{
          display: 'grid', gap: 2, alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateAreas: { xs: '"handling" "fields" "record"', md: '"fields handling" "fields record"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'handling', minWidth: 0, display: 'grid' }}>
          <LeadHandling lead={lead} me={me} words={words} onChange={onChange} />
        </Box>
        <Box sx={{ gridArea: 'fields', minWidth: 0, display: 'grid' }}>
          <LeadFields lead={lead} words={words} />
        </Box>
        <Box sx={{ gridArea: 'record', minWidth: 0, display: 'grid', gap: 2, alignContent: 'start' }}>
          <LeadNotes lead={lead} words={words} onChange={onChange} />
          <LeadHistory lead={lead} words={words} />
        </Box>
      </Box>
    </>
  );
}
