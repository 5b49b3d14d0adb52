// The sales inbox (loaded only for members with the `leads` permission): the leads and the
// newsletter's subscribers, or one lead's page, in the console's language (the member's choice,
// right to left in Arabic).
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Me } from '../consoleApi.ts';
import { useWords } from '../ConsoleLook.tsx';
import { LeadList } from './LeadList.tsx';
import { LeadPage } from './LeadPage.tsx';
import { SubscriberList } from './SubscriberList.tsx';
import { useInboxAddress } from './useInboxAddress.ts';

/**
 * The inbox's box: one column that never grows wider than the screen (a visitor's longest word
 * wraps inside it). Its targets are a thumb's on a phone, as every section's (thumbTargets.ts).
 */
const inboxLayout = {
  p: { xs: 1.5, md: 3 }, maxWidth: 1200, marginInline: 'auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 1, md: 2 },
} as const;

export default function InboxPage({ me }: { me: Me }) {
  const words = useWords().inbox;
  const address = useInboxAddress();
  return (
    <Box component="main" sx={inboxLayout}>
      {!address.leadRef && (
        <Typography component="h1" variant="h5">
          {words.inbox}
        </Typography>
      )}
      {address.leadRef ? (
        <LeadPage key={address.leadRef} leadRef={address.leadRef} me={me} words={words} listAddress={address.listAddress} onBack={address.backToList} />
      ) : (
        <>
          <Tabs value={address.tab} onChange={(_event, tab) => address.navigate(tab === 'subscribers' ? '/studio/inbox?tab=subscribers' : '/studio/inbox')} aria-label={words.inbox}>
            <Tab value="leads" label={words.tabs.leads} />
            <Tab value="subscribers" label={words.tabs.subscribers} />
          </Tabs>
          {address.tab === 'leads' ? <LeadList address={address} words={words} /> : <SubscriberList words={words} />}
        </>
      )}
    </Box>
  );
}

