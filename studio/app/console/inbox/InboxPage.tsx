// The sales inbox (loaded only for members with the `leads` permission): the leads and the
// newsletter's subscribers, or one lead's page, in the language the member chose, right to left
// in Arabic.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Me } from '../consoleApi.ts';
import { InboxDirection } from './InboxDirection.tsx';
import { inboxLanguages, type InboxWords } from './inboxWords.ts';
import { LeadList } from './LeadList.tsx';
import { LeadPage } from './LeadPage.tsx';
import { SubscriberList } from './SubscriberList.tsx';
import { useInboxAddress } from './useInboxAddress.ts';
import { useInboxLanguage } from './useInboxLanguage.ts';

/**
 * The inbox's box: one column that never grows wider than the screen (a visitor's longest word
 * wraps inside it), and on a phone or a tablet every button, tab, link-button and field at least
 * 44 × 44 px, a thumb's target (WCAG 2.5.5; Apple asks 44, Android 48).
 */
const inboxLayout = {
  p: { xs: 1.5, md: 3 }, maxWidth: 1200, marginInline: 'auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 1, md: 2 },
  '@media (max-width: 899.95px)': {
    '& .MuiButtonBase-root:not(.MuiChip-root)': { minBlockSize: 44, minInlineSize: 44 },
    '& .MuiInputBase-root': { minBlockSize: 44 },
  },
} as const;

export default function InboxPage({ me }: { me: Me }) {
  const { language, words, choose } = useInboxLanguage();
  const address = useInboxAddress();
  return (
    <InboxDirection language={language}>
      <Box component="main" sx={inboxLayout}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component={address.leadRef ? 'p' : 'h1'} variant="h5" sx={{ flex: 1 }}>
            {words.inbox}
          </Typography>
          <LanguageSwitch words={words} language={language} onChange={choose} />
        </Box>
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
    </InboxDirection>
  );
}

function LanguageSwitch({ words, language, onChange }: { words: InboxWords; language: string; onChange: (language: 'en' | 'ar') => void }) {
  return (
    <ToggleButtonGroup size="small" exclusive value={language} onChange={(_event, next) => next && onChange(next)} aria-label={words.languageSwitch}>
      {inboxLanguages.map((option) => (
        <ToggleButton key={option} value={option} lang={option} sx={{ textTransform: 'none', px: 1.5 }}>
          {words.languageName[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
