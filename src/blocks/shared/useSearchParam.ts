// A view of a page kept in its address (?category=…, ?form=…), so that a reload or a shared link
// shows what the visitor saw. Hydration shows the view the page's HTML was rendered with: the
// default view, or a filter's view that the prerender made and the server sends for its query
// (#root's data-search); a static copy of the site sends the default page for any query. Right
// after hydration the address takes over. A change replaces the history entry: choosing a view is
// not a new page, and Back should leave the page in one step.
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

/** The query the page's HTML shows: on the server the request's; in the browser, what the prerender wrote on #root. */
function renderedSearch(search: string): string {
  if (typeof document === 'undefined') return search;
  return document.getElementById('root')?.dataset.search ?? '';
}

/** The parameter's value (null when absent, empty or not yet applied) and a setter (null removes it). */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const fromAddress = new URLSearchParams(search).get(name) || null;
  const rendered = new URLSearchParams(renderedSearch(search)).get(name) || null;
  // When the address asks for the view the HTML shows, as on most visits, it applies at once:
  // hydration then needs no second render, which React makes synchronously (a 45 ms task for
  // the portfolio grid on a phone).
  const value = useSyncExternalStore(
    noSubscription,
    () => fromAddress,
    () => rendered,
  );
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
