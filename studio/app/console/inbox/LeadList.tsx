// The leads, newest first, as filtered, a page at a time: the next page loads as the member
// scrolls near the end, or with the Load more button (the keyboard's way, and a browser's without
// IntersectionObserver). New ones join without a reload and are announced.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { InboxActions } from './InboxActions.tsx';
import type { InboxWords } from './inboxWords.ts';
import { LeadFiltersBar } from './LeadFiltersBar.tsx';
import { LeadRow } from './LeadRow.tsx';
import type { useInboxAddress } from './useInboxAddress.ts';
import { useLeads } from './useLeads.ts';
import { rememberListed } from './leads.ts';

export function LeadList({ address, words }: { address: ReturnType<typeof useInboxAddress>; words: InboxWords }) {
  const { leads, total, hasMore, loadingMore, loadMore, error, announcement, reload } = useLeads(address.filters, words);
  const nearEnd = useNearEnd(leads?.length ?? 0);
  useEffect(() => void (leads && rememberListed(leads)), [leads]);
  // Also when the end is still in view after a page came in (a tall screen, short rows).
  useEffect(() => {
    if (nearEnd.visible && hasMore && !loadingMore && !error) loadMore();
  }, [nearEnd.visible, hasMore, loadingMore, error, leads, loadMore]);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1, md: 2 } }}>
      <LeadFiltersBar filters={address.filters} onChange={address.setFilters} words={words} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="p" variant="body2" sx={{ flex: 1 }}>
          {leads ? words.leadsShown(total ?? leads.length) : words.loading}
        </Typography>
        <InboxActions words={words} filters={address.filters} onErased={reload} />
      </Box>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {announcement}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {leads?.length === 0 && <Typography>{words.noLeads}</Typography>}
      <Box sx={{ position: 'relative' }}>
        <Box component="ul" aria-label={words.tabs.leads} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {leads?.map((lead) => <LeadRow key={lead.ref} lead={lead} words={words} onOpen={address.navigate} />)}
        </Box>
        {/* The list's last screenfuls: when any of it shows, the next page is asked for. */}
        {hasMore && <Box ref={nearEnd.ref} aria-hidden sx={{ position: 'absolute', insetInline: 0, bottom: 0, height: 'min(100%, 1500px)', pointerEvents: 'none' }} />}
      </Box>
      {hasMore && (
        <Button variant="outlined" onClick={loadMore} disabled={loadingMore} sx={{ justifySelf: 'center' }}>
          {loadingMore ? words.loading : words.loadMore}
        </Button>
      )}
    </Box>
  );
}

/**
 * Whether the element is on screen (inside the console's own scrolling box too), as observed since the
 * list last grew (`length`): what was seen before a page arrived says nothing of where its end is now
 * (it loaded a third page at once). Never without IntersectionObserver.
 */
function useNearEnd(length: number) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [seen, setSeen] = useState({ length: -1, visible: false });
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports at once where the element is now.
    const observer = new IntersectionObserver((entries) => setSeen({ length, visible: entries.some((entry) => entry.isIntersecting) }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, length]);
  return { ref: setElement, visible: seen.length === length && seen.visible };
}
