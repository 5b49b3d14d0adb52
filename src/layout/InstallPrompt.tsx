// Opens the install dialog 3 s after load when installing makes sense; the dialog's code loads
// only then. Neither needs MUI, so this hydrates with the header.
import { lazy, Suspense, useEffect, useState } from 'react';
import { installPromptDelayMs, shouldOfferInstall } from '../client/installPrompt.ts';

const InstallDialog = lazy(() => import('./InstallDialog.tsx'));

export function InstallPrompt() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Counted from the load event: the app starts a moment after it.
    const loadedAt = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const sinceLoad = loadedAt?.loadEventEnd ? performance.now() - loadedAt.loadEventEnd : 0;
    const timer = window.setTimeout(() => setOpen(shouldOfferInstall()), Math.max(0, installPromptDelayMs - sinceLoad));
    return () => window.clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InstallDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
