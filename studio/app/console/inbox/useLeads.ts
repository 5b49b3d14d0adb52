// The leads as filtered, kept up to date without a reload: each new lead the server stores comes
// down the stream (Server-Sent Events) and joins the list once, when it matches the filters, and
// is announced to screen readers. A stream that reconnects (a restart) reads the list again.
import { useEffect, useRef, useState } from 'react';
import { consoleApi } from '../consoleApi.ts';
import type { InboxWords } from './inboxWords.ts';
import { filtersQuery, matchesFilters, type LeadFilters, type LeadSummary } from './leads.ts';

const addNew = (list: LeadSummary[], arrivals: LeadSummary[]) => [...arrivals.filter((lead) => !list.some((known) => known.ref === lead.ref)).reverse(), ...list];

export function useLeads(filters: LeadFilters, words: InboxWords) {
  const [leads, setLeads] = useState<LeadSummary[]>();
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [reads, setReads] = useState(0);
  const latest = useRef({ filters, words });
  // Leads that arrive while the list is being read: the answer may have been written before them.
  const arrivals = useRef<LeadSummary[]>([]);
  useEffect(() => void (latest.current = { filters, words }));

  const query = filtersQuery(filters);
  useEffect(() => {
    let current = true;
    arrivals.current = [];
    setError(undefined);
    consoleApi<{ leads: LeadSummary[] }>('GET', `leads${query}`).then(
      (answer) => current && setLeads(addNew(answer.leads, arrivals.current.filter((lead) => matchesFilters(lead, latest.current.filters)))),
      (failure: Error) => current && setError(failure.message),
    );
    return () => void (current = false);
  }, [query, reads]);

  useEffect(() => {
    const stream = new EventSource('/studio/api/leads/stream');
    let reconnecting = false;
    stream.addEventListener('error', () => void (reconnecting = true));
    stream.addEventListener('open', () => reconnecting && setReads((count) => count + 1));
    stream.addEventListener('lead', (event) => {
      const lead = JSON.parse((event as MessageEvent<string>).data) as LeadSummary;
      const { filters: now, words: said } = latest.current;
      setAnnouncement(said.newLeadAnnounced(lead.name ?? said.unnamed, said.kinds[lead.kind]));
      arrivals.current.push(lead);
      if (matchesFilters(lead, now)) setLeads((list) => list && addNew(list, [lead]));
    });
    return () => stream.close();
  }, []);

  return { leads, error, announcement, reload: () => setReads((count) => count + 1) };
}
