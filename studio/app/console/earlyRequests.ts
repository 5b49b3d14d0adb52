// What a signed-in member's page asks the server before React and its section's code are in: the
// member comes inside the page (consolePlugin.ts), and the inbox's first page of leads and their
// count are asked for as the console's entry runs, side by side with the inbox's code, not after it.
import { needsPasskey } from '../../shared/roles.ts';
import { consoleApi, type Me } from './consoleApi.ts';
import { filtersFrom, filtersQuery } from './inbox/leadFilters.ts';

const started = new Map<string, Promise<unknown>>();

/** The member the page came with, if it came signed in. */
export function memberInPage(): Me | undefined {
  const data = document.getElementById('console-me')?.textContent;
  return data ? (JSON.parse(data) as Me) : undefined;
}

/** Starts what the page at this address will ask for first, so that it is on its way already. */
export function startEarlyRequests(me: Me) {
  const leadsOpen = me.permissions.includes('leads') && (me.signedInWith === 'passkey' || !needsPasskey('leads'));
  const search = new URLSearchParams(location.search);
  if (!leadsOpen || location.pathname !== '/studio/inbox' || search.get('tab') === 'subscribers') return;
  const query = filtersQuery(filtersFrom(location.search));
  for (const path of [`leads${query}`, `leads/count${query}`]) {
    const request = consoleApi('GET', path);
    request.catch(() => undefined); // its taker sees a failure; none may come (the member went elsewhere)
    started.set(path, request);
  }
}

/** GET `path` from the console's API: the request started early, once, else a new one. */
export function early<T>(path: string): Promise<T> {
  const request = started.get(path);
  started.delete(path);
  return (request as Promise<T> | undefined) ?? consoleApi<T>('GET', path);
}
