// Progressive hydration. A prerendered page is readable, and its links, forms and frame controls
// work, before any script runs; the boot script starts the app when the visitor starts to use the
// page (src/boot.ts). The app hydrates the frame first; then MUI and the blocks' code load, one
// file per task, and each block and the footer hydrates when it comes near the viewport or the
// visitor reaches into it (DeferredPart). Until then React keeps their server HTML as it is (a
// Suspense boundary waiting is left dehydrated, not replaced), and a click that React cannot
// hand to a part yet is held for it (client/heldClick.ts). On the server, and after the first
// hydration, everything renders at once.
import { memo, Suspense, use, useEffect, useState, type ComponentType, type ReactNode, type ReactPromise } from 'react';
import { partHydrated } from '../client/heldClick.ts';
import { deferredFiles, nextTask, preloadModules } from '../client/modulePreload.ts';
import { untilNewRelease } from '../client/newRelease.ts';

type Module<P> = { default: ComponentType<P> };

let releaseGate: () => void = () => undefined;
/** Open on the server; in the browser, opened once the frame has hydrated (openDeferredGate). */
const gate: Promise<void> = typeof document === 'undefined' ? Promise.resolve() : new Promise((resolve) => (releaseGate = resolve));
let gateOpen = typeof document === 'undefined';

/** True while the first hydration waits for the frame: page loaders then skip the blocks' code. */
export function isDeferring(): boolean {
  return !gateOpen;
}

/** Events with which a visitor reaches into a part: they hydrate it (DeferredPart) before React handles them. */
const interactionEvents = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Called once the frame has hydrated: the deferred chunks (MUI, the blocks' code) download
 * together, then run one by one, then the deferred parts render.
 */
export function openDeferredGate(): void {
  if (gateOpen) return;
  gateOpen = true;
  const files = deferredFiles();
  void preloadModules(files)
    .then(() => runOneByOne(files))
    .then(releaseGate);
}

/**
 * Runs module files a task apart, each after those it imports (the prerender lists them so): a
 * module graph runs in one task, and MUI's with a block's would keep the page from answering a
 * tap for that long. A file that fails is left to the import that needs it, which reports it.
 */
async function runOneByOne(files: string[]): Promise<void> {
  for (const file of files) {
    await nextTask();
    await import(/* @vite-ignore */ file).catch(() => undefined);
  }
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

let queue = gate;

/**
 * Loads behind the gate, one after the other, each in a task of its own: the files download
 * together (preloaded when the gate opens), but running MUI and every block's code in a single
 * task would keep the page from answering a tap for that long.
 */
function afterGate<T>(load: () => Promise<T>): Promise<T> {
  const loaded = queue.then(nextTask).then(load);
  queue = loaded.then(
    () => undefined,
    () => undefined,
  );
  return loaded;
}

/** The module behind a loader, loaded once: after the gate in the browser's first hydration, at once otherwise. */
export function deferredModule<T>(load: () => Promise<T>): ReactPromise<T> {
  let module = modules.get(load) as ReactPromise<T> | undefined;
  if (!module) modules.set(load, (module = tracked(untilNewRelease(gateOpen ? load() : afterGate(load)))));
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

/** A promise opened by hand, synchronously readable by use() the moment it opens. */
interface Latch {
  promise: ReactPromise<void>;
  open: () => void;
}

const openLatch: Latch = { promise: Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined }), open: () => undefined };

/** Latches not yet opened: a navigation opens them all (hydrateEverything). */
const closedLatches = new Set<Latch>();

function closedLatch(): Latch {
  let resolve: () => void = () => undefined;
  const promise: ReactPromise<void> = Object.assign(new Promise<void>((r) => (resolve = r)), { status: 'pending' as const });
  const latch = {
    promise,
    open() {
      if (promise.status !== 'pending') return;
      closedLatches.delete(latch);
      // Set before React sees the event, so that selective hydration renders the part at once.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  closedLatches.add(latch);
  return latch;
}

/**
 * Hydrates every part still waiting, at once. Called when a navigation starts: an update that
 * reaches a part still dehydrated (a new location, read by every link) cannot commit before it
 * hydrates, so a part waiting to be seen would hold the navigation back indefinitely.
 */
export function hydrateEverything(): void {
  openDeferredGate();
  for (const latch of [...closedLatches]) latch.open();
}

/** Opens the latch when the wrapper's content nears the viewport or the visitor reaches into it. */
function watchSight(wrapper: HTMLElement, latch: Latch): () => void {
  const reach = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) open();
  };
  // Half a screen ahead: a block scrolled to is hydrated by the time it is reached.
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: '50% 0px' });
  const stop = () => {
    observer.disconnect();
    for (const type of interactionEvents) removeEventListener(type, reach, true);
  };
  const open = () => {
    stop();
    latch.open();
  };
  for (const type of interactionEvents) addEventListener(type, reach, { capture: true, passive: true });
  const content = [...wrapper.children];
  if (content.length === 0) open();
  else for (const element of content) observer.observe(element);
  return stop;
}

/** Its effect runs in the commit that hydrates the part's content, and reports it. */
function Latched({ latch, onHydrated, children }: { latch: Latch; onHydrated: () => void; children: ReactNode }) {
  use(latch.promise);
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Keeps its children's server HTML, not hydrated, until their code has loaded (the gate) and,
 * with `untilSeen`, until they come near the viewport or the visitor reaches into them; only in
 * the first hydration. Clicks on it meanwhile are held for it. The wrapper has no box of its own.
 */
export function DeferredPart({ untilSeen = true, children }: { untilSeen?: boolean; children: ReactNode }) {
  const [part] = useState(() => {
    const latch = gateOpen || !untilSeen ? openLatch : closedLatch();
    let wrapper: HTMLElement | undefined;
    return {
      latch,
      // Made once, so that React calls it when the wrapper appears and its cleanup when it goes.
      ref(element: HTMLDivElement) {
        wrapper = element;
        return latch === openLatch ? undefined : watchSight(element, latch);
      },
      hydrated() {
        if (wrapper) partHydrated(wrapper);
      },
    };
  });
  return (
    <div style={{ display: 'contents' }} ref={part.ref}>
      <Suspense fallback={null}>
        <Latched latch={part.latch} onHydrated={part.hydrated}>
          {children}
        </Latched>
      </Suspense>
    </div>
  );
}

/**
 * A component whose code and hydration wait for the gate; its DeferredPart keeps the server HTML
 * meanwhile. `onSight` also waits for it to come into view.
 */
export function deferred<P extends object>(load: () => Promise<Module<P>>, { onSight = false } = {}): ComponentType<P> & { preload: () => PromiseLike<unknown> } {
  function Deferred(props: P) {
    const { default: Component } = use(deferredModule(load));
    return (
      <WithMui>
        <Component {...props} />
      </WithMui>
    );
  }
  // Memoized: a re-render of the frame (a dialog opening) must not reach a part still dehydrated.
  const DeferredBoundary = memo((props: P) => (
    <DeferredPart untilSeen={onSight}>
      <Deferred {...props} />
    </DeferredPart>
  ));
  return Object.assign(DeferredBoundary, { preload: () => Promise.all([deferredModule(load), deferredModule(loadMuiProviders)]) });
}
