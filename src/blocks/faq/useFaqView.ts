// The FAQ's view lives in the address. The prerender and hydration show the default view (the
// server cannot know the address's hash); right after hydration the address takes over. Every
// change replaces the history entry: Back leaves the FAQ in one step, Forward comes back to the
// same tab and question, and a reload or a shared link shows what the visitor saw.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FaqBlock } from '../../types/site.ts';
import { useAddressApplies } from '../shared/useSearchParam.ts';
import { defaultView, urlOfView, viewFromUrl, type FaqView } from './faqView.ts';

export function useFaqView(categories: FaqBlock['categories']): { view: FaqView; addressApplied: boolean; show: (view: FaqView) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = viewFromUrl(categories, location.search, location.hash);
  const prerendered = defaultView(categories);
  const addressApplied = useAddressApplies(fromAddress.category !== prerendered.category || fromAddress.open !== prerendered.open);
  const view = addressApplied ? fromAddress : prerendered;
  const show = useCallback(
    (next: FaqView) => {
      const target = urlOfView(categories, location.search, next);
      void navigate({ pathname: location.pathname, ...target }, { replace: true, preventScrollReset: true });
    },
    [categories, location.pathname, location.search, navigate],
  );
  return { view, addressApplied, show };
}
