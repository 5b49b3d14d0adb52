// The leads, newest first, as filtered; new ones join without a reload and are announced.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InboxActions } from './InboxActions.tsx';
import type { InboxWords } from './inboxWords.ts';
import { LeadFiltersBar } from './LeadFiltersBar.tsx';
import { LeadRow } from './LeadRow.tsx';
import type { useInboxAddress } from './useInboxAddress.ts';
import { useLeads } from './useLeads.ts';

export function LeadList({ address, words }: { address: ReturnType<typeof useInboxAddress>; words: InboxWords }) {
  const { leads, error, announcement, reload } = useLeads(address.filters, words);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1, md: 2 } }}>
      <LeadFiltersBar filters={address.filters} onChange={address.setFilters} words={words} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="p" variant="body2" sx={{ flex: 1 }}>
          {leads ? words.leadsShown(leads.length) : words.loading}
        </Typography>
        <InboxActions words={words} filters={address.filters} onErased={reload} />
      </Box>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {announcement}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {leads?.length === 0 && <Typography>{words.noLeads}</Typography>}
      <Box component="ul" aria-label={words.tabs.leads} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {leads?.map((lead) => <LeadRow key={lead.ref} lead={lead} words={words} onOpen={address.navigate} />)}
      </Box>
    </Box>
  );
}
