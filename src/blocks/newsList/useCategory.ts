// The chosen category lives in the address (?category=<label>), so a reload or a shared link
// shows the same selection. The prerender and hydration show All (the server cannot know the
// query); right after hydration the address takes over. A change replaces the history entry.
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const noSubscription = () => () => {};

export function useCategory(categories: readonly string[]): [string | null, (category: string | null) => void] {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = new URLSearchParams(location.search).get('category');
  const category = hydrated && wanted && categories.includes(wanted) ? wanted : null;
  const choose = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(location.search);
      if (next) params.set('category', next);
      else params.delete('category');
      const query = params.toString();
      void navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
    },
    [location.pathname, location.search, location.hash, navigate],
  );
  return [category, choose];
}
