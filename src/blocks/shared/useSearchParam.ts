// A view of a page kept in its address (?category=…, ?form=…), so that a reload or a shared link
// shows what the visitor saw. The prerender and hydration show the default view (a static page
// cannot know the query); right after hydration the address takes over. A change replaces the
// history entry: choosing a view is not a new page, and Back should leave the page in one step.
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const noSubscription = () => () => {};

/**
 * Whether the address's view shows yet. The prerender shows the default view, and so does the
 * page while it hydrates when the address asks for another one (`addressDiffers`); it shows from
 * the render after. When the address asks for the default view, as on most visits, it applies at
 * once: hydration then needs no second render, which React makes synchronously (a 45 ms task for
 * the portfolio grid on a phone).
 */
export function useAddressApplies(addressDiffers: boolean): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => !addressDiffers);
}

/** The parameter's value (null when absent, empty or not yet applied) and a setter (null removes it). */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const fromAddress = new URLSearchParams(search).get(name) || null;
  const value = useAddressApplies(fromAddress !== null) ? fromAddress : null;
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
