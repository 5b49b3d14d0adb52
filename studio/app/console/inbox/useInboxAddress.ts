// Where in the inbox the member is, in the page's address so that a link can be shared and Back
// works: /studio/inbox?status=new&q=… (the filters), ?tab=subscribers, or /studio/leads/<ref>.
import { useEffect, useState } from 'react';
import { filtersFrom, filtersQuery, type LeadFilters } from './leads.ts';

/** The list as last filtered, for a lead's "All leads" link. */
let lastList = '/studio/inbox';

const read = () => ({ path: location.pathname, search: location.search });

export function useInboxAddress() {
  const [where, setWhere] = useState(read);
  useEffect(() => {
    const onPop = () => setWhere(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const navigate = (address: string, replace = false) => {
    if (address === location.pathname + location.search) return;
    history[replace ? 'replaceState' : 'pushState'](null, '', address);
    setWhere(read());
  };
  const leadRef = /^\/studio\/leads\/([\w-]+)$/.exec(where.path)?.[1];
  useEffect(() => {
    if (!leadRef) lastList = where.path === '/studio/inbox' ? where.path + where.search : '/studio/inbox';
  }, [leadRef, where]);
  const tab = new URLSearchParams(where.search).get('tab') === 'subscribers' ? 'subscribers' : 'leads';
  return {
    leadRef,
    tab: tab as 'leads' | 'subscribers',
    filters: filtersFrom(where.search),
    /** A new filter is a step Back undoes; typing in the search box only replaces the address. */
    setFilters: (filters: LeadFilters, replace = false) => navigate(`/studio/inbox${filtersQuery(filters)}`, replace),
    navigate,
    backToList: () => navigate(lastList),
    listAddress: lastList,
  };
}

export const leadAddress = (ref: string) => `/studio/leads/${ref}`;
