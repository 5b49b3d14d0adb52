// Progressive hydration. A prerendered page is readable and its links work before any script
// runs; what must answer at once is the header (menu, Services, Get Started). So the app hydrates
// the header first, and the rest (the page's blocks, the footer, the bottom bar, the floating
// button, all made with MUI, which loads with them) hydrates once the browser is idle after that,
// or as soon as the visitor touches, clicks or types. Until then React keeps their server HTML as it is (a Suspense boundary waiting for
// its code is left dehydrated, not replaced). On the server, and after the first hydration,
// their code loads at once.
import { Suspense, use, type ComponentType, type ReactNode, type ReactPromise } from 'react';

type Module<P> = { default: ComponentType<P> };

let releaseGate: () => void = () => undefined;
/** Open on the server; in the browser, opened by openDeferredGate(). */
const gate: Promise<void> = typeof document === 'undefined' ? Promise.resolve() : new Promise((resolve) => (releaseGate = resolve));
let gateOpen = typeof document === 'undefined';

/** True while the first hydration waits for idle time: page loaders then skip the blocks' code. */
export function isDeferring(): boolean {
  return !gateOpen;
}

/** Called once the header has hydrated: the rest follows when the browser is idle, or at the first interaction. */
export function openDeferredGate(): void {
  if (gateOpen) return;
  const open = () => {
    if (gateOpen) return;
    gateOpen = true;
    for (const type of interactions) removeEventListener(type, open, true);
    releaseGate();
  };
  const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  for (const type of interactions) addEventListener(type, open, { capture: true, passive: true });
  if ('requestIdleCallback' in window) requestIdleCallback(open, { timeout: 2000 });
  else setTimeout(open, 200);
}

/** React's use() reads status and value, so a settled promise renders at once, without suspending. */
function tracked<T>(promise: Promise<T>): ReactPromise<T> {
  const result = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

const modules = new Map<() => Promise<unknown>, ReactPromise<unknown>>();

/** The module behind a loader, loaded once: after the gate in the browser's first hydration, at once otherwise. */
export function deferredModule<T>(load: () => Promise<T>): ReactPromise<T> {
  let module = modules.get(load) as ReactPromise<T> | undefined;
  if (!module) modules.set(load, (module = tracked(gateOpen ? load() : gate.then(load))));
  return module;
}

const loadMuiProviders = () => import('../theme/MuiProviders.tsx');
/** MUI and the site's theme, for parts about to render outside the first hydration. */
export const preloadMui = () => deferredModule(loadMuiProviders);

/** Wraps a deferred part in MUI's theme, which loads with the first of them. */
export function WithMui({ children }: { children: ReactNode }) {
  const { MuiProviders } = use(deferredModule(loadMuiProviders));
  return <MuiProviders>{children}</MuiProviders>;
}

/** A component whose code and hydration wait for the gate; its Suspense boundary keeps the server HTML meanwhile. */
export function deferred<P extends object>(load: () => Promise<Module<P>>): ComponentType<P> & { preload: () => PromiseLike<unknown> } {
  function Deferred(props: P) {
    const { default: Component } = use(deferredModule(load));
    return (
      <WithMui>
        <Component {...props} />
      </WithMui>
    );
  }
  const DeferredBoundary = (props: P) => (
    <Suspense fallback={null}>
      <Deferred {...props} />
    </Suspense>
  );
  return Object.assign(DeferredBoundary, { preload: () => Promise.all([deferredModule(load), deferredModule(loadMuiProviders)]) });
}
