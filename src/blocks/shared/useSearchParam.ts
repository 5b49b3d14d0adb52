// A view of a page kept in its address (?category=…, ?form=…), so that a reload or a shared link
// shows what the visitor saw. The prerender and hydration show the default view (a static page
// cannot know the query); right after hydration the address takes over. A change replaces the
// history entry: choosing a view is not a new page, and Back should leave the page in one step.
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const noSubscription = () => () => {};

/** False on the server and while the prerendered page hydrates, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** The parameter's value (null when absent, empty or not yet hydrated) and a setter (null removes it). */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const value = hydrated ? new URLSearchParams(search).get(name) || null : null;
  const set = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(search);
      if (next) params.set(name, next);
      else params.delete(name);
      const query = params.toString();
      void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true, preventScrollReset: true });
    },
    [name, pathname, search, hash, navigate],
  );
  return [value, set];
}
