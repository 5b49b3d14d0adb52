// Opens the install dialog 3 s after load when installing makes sense; the dialog's code loads only then.
import { lazy, Suspense, useEffect, useState } from 'react';
import { installPromptDelayMs, shouldOfferInstall } from '../client/installPrompt.ts';

const InstallDialog = lazy(() => import('./InstallDialog.tsx'));

export function InstallPrompt() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(shouldOfferInstall()), installPromptDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InstallDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
