// The leads as filtered, a page at a time (newest first; the next page from the cursor the last
// one gave), kept up to date without a reload: each new lead the server stores comes down the
// stream (Server-Sent Events) and joins the top of the list once, when it matches the filters,
// and is announced to screen readers. A stream that reconnects (a restart) reads the list again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { consoleApi } from '../consoleApi.ts';
import { early } from '../earlyRequests.ts';
import type { InboxWords } from './inboxWords.ts';
import { filtersQuery, matchesFilters, type LeadFilters, type LeadSummary } from './leads.ts';
import type { LeadPage } from '../../../shared/leads.ts';

const isNew = (list: LeadSummary[]) => (lead: LeadSummary) => !list.some((known) => known.ref === lead.ref);
const addNew = (list: LeadSummary[], arrivals: LeadSummary[]) => [...arrivals.filter(isNew(list)).reverse(), ...list];

interface Listed {
  leads: LeadSummary[];
  /** The next page's cursor; null once the last page is in. */
  next: string | null;
}

export function useLeads(filters: LeadFilters, words: InboxWords) {
  const [listed, setListed] = useState<Listed>();
  // How many leads the filters keep, with those arrived since; undefined until counted.
  const [total, setTotal] = useState<number>();
  const [error, setError] = useState<string>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [reads, setReads] = useState(0);
  const latest = useRef({ filters, words });
  // Leads that arrive while the list is being read: the answer may have been written before them.
  const arrivals = useRef<LeadSummary[]>([]);
  // Which reading of the list a page belongs to: a page asked for before the filters changed is dropped.
  const reading = useRef(0);
  useEffect(() => void (latest.current = { filters, words }));

  const query = filtersQuery(filters);
  useEffect(() => {
    const current = ++reading.current;
    arrivals.current = [];
    setTotal(undefined);
    setError(undefined);
    setLoadingMore(false);
    early<LeadPage>(`leads${query}`).then(
      (page) => {
        if (current !== reading.current) return;
        const arrived = arrivals.current.filter((lead) => matchesFilters(lead, latest.current.filters)).filter(isNew(page.leads));
        setListed({ leads: addNew(page.leads, arrived), next: page.next });
      },
      (failure: Error) => current === reading.current && setError(failure.message),
    );
    // The count comes after the page (a search's thousands of matches take longer to count than to show).
    early<{ total: number }>(`leads/count${query}`).then(
      (counted) => current === reading.current && setTotal(counted.total),
      () => undefined, // the list says how many it shows instead
    );
  }, [query, reads]);

  const next = listed?.next;
  const loadMore = useCallback(() => {
    if (!next || loadingMore) return;
    const current = reading.current;
    setLoadingMore(true);
    setError(undefined);
    consoleApi<LeadPage>('GET', `leads${query}${query ? '&' : '?'}after=${encodeURIComponent(next)}`).then(
      (page) => {
        if (current !== reading.current) return;
        // A lead already shown (one that arrived on the stream) is not shown twice.
        setListed((list) => list && { ...list, leads: [...list.leads, ...page.leads.filter(isNew(list.leads))], next: page.next });
        setLoadingMore(false);
      },
      (failure: Error) => {
        if (current !== reading.current) return;
        setError(failure.message);
        setLoadingMore(false);
      },
    );
  }, [next, loadingMore, query]);

  useEffect(() => {
    const stream = new EventSource('/studio/api/leads/stream');
    let reconnecting = false;
    stream.addEventListener('error', () => void (reconnecting = true));
    // The list may have been read before the stream listened (it is asked for as the page starts):
    // the first page is read once more then, and a lead stored in between joins the top.
    const catchUp = () =>
      consoleApi<LeadPage>('GET', `leads${filtersQuery(latest.current.filters)}`).then((page) => {
        const missed = page.leads.filter(isNew(arrivals.current)).reverse();
        arrivals.current.push(...missed);
        setListed((list) => list && { ...list, leads: addNew(list.leads, missed) });
      }, () => undefined);
    stream.addEventListener('open', () => (reconnecting ? setReads((count) => count + 1) : void catchUp()));
    stream.addEventListener('lead', (event) => {
      const lead = JSON.parse((event as MessageEvent<string>).data) as LeadSummary;
      const { filters: now, words: said } = latest.current;
      setAnnouncement(said.newLeadAnnounced(lead.name ?? said.unnamed, said.kinds[lead.kind]));
      arrivals.current.push(lead);
      if (!matchesFilters(lead, now)) return;
      setListed((list) => list && (isNew(list.leads)(lead) ? { ...list, leads: addNew(list.leads, [lead]) } : list));
      setTotal((count) => count === undefined ? undefined : count + 1);
    });
    return () => stream.close();
  }, []);

  return {
    leads: listed?.leads,
    total,
    hasMore: Boolean(listed?.next),
    loadingMore,
    loadMore,
    error,
    announcement,
    reload: () => setReads((count) => count + 1),
  };
}
