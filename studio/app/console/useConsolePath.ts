// Which console page is open: the address under /studio, changed without a reload.
import { useEffect, useState } from 'react';

export const consolePages = ['edit', 'publish', 'inbox', 'team', 'record', 'sources', 'account'] as const;
export type ConsolePage = (typeof consolePages)[number];

// A lead's own page (/studio/leads/<ref>) is part of the inbox.
const pageOf = (pathname: string): ConsolePage =>
  pathname.startsWith('/studio/leads/') ? 'inbox' : (consolePages.find((page) => pathname === `/studio/${page}`) ?? 'edit');
export const pageAddress = (page: ConsolePage) => (page === 'edit' ? '/studio' : `/studio/${page}`);

export function useConsolePath() {
  const [page, setPage] = useState(() => pageOf(location.pathname));
  useEffect(() => {
    const onPop = () => setPage(pageOf(location.pathname));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const go = (next: ConsolePage) => {
    history.pushState(null, '', pageAddress(next));
    setPage(next);
  };
  return { page, go };
}
