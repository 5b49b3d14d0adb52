// Progressive hydration. A prerendered page is readable and its links and forms work before any
// script runs; what must answer at once is the header (menu, Services, Get Started). So the app
// hydrates the header first, and the rest (the page's blocks, the footer, the bottom bar, the
// floating button, all made with MUI, which loads with them) waits until the visitor starts to
// use the page: the first scroll, touch, click, key, or movement of the mouse. Reading the first
// screen costs the phone nothing more. Then the fixed parts hydrate; a block or the footer
// hydrates when it comes near the viewport or the visitor reaches into it (DeferredPart). Until
// then React keeps their server HTML as it is (a Suspense boundary waiting is left dehydrated,
// not replaced), and a click that React cannot hand to a part yet is held for it (holdClick).
// On the server, and after the first hydration, everything renders at once.
import { memo, Suspense, use, useEffect, useState, type ComponentType, type ReactNode, type ReactPromise } from 'react';
import { deferredFiles, nextTask, preloadModules } from '../client/modulePreload.ts';

type Module<P> = { default: ComponentType<P> };

let releaseGate: () => void = () => undefined;
/** Open on the server; in the browser, opened by openDeferredGate(). */
const gate: Promise<void> = typeof document === 'undefined' ? Promise.resolve() : new Promise((resolve) => (releaseGate = resolve));
let gateOpen = typeof document === 'undefined';

/** True while the first hydration waits for the visitor: page loaders then skip the blocks' code. */
export function isDeferring(): boolean {
  return !gateOpen;
}

/** Events with which a visitor reaches into a part: they hydrate it (DeferredPart) before React handles them. */
const interactionEvents = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** Events that show the visitor has started to use the page: they open the gate. */
const gateEvents = [...interactionEvents, 'pointermove', 'wheel', 'scroll'] as const;

/** Opens the gate: the deferred chunks download together, then run one by one, then the deferred parts load. */
function releaseGateNow(): void {
  if (gateOpen) return;
  gateOpen = true;
  for (const type of gateEvents) removeEventListener(type, releaseGateNow, true);
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

/**
 * Called once the header has hydrated: the rest follows when the visitor starts to use the page.
 * An address that asks for a view the prerender could not show (a filter, a linked question)
 * needs its block at once: then it follows as soon as the browser is idle.
 */
export function openDeferredGate(): void {
  if (gateOpen) return;
  addEventListener('click', holdClick, true);
  // Scrolled before the header hydrated (or back where a reload left it): already using the page.
  if (scrollY > 0) return releaseGateNow();
  for (const type of gateEvents) addEventListener(type, releaseGateNow, { capture: true, passive: true });
  if (location.search || location.hash) {
    if ('requestIdleCallback' in window) requestIdleCallback(releaseGateNow, { timeout: 2000 });
    else setTimeout(releaseGateNow, 200);
  }
}

/** The wrappers of the first hydration's parts that have not hydrated yet. */
const waitingParts = new Set<HTMLElement>();
let heldClick: { target: Element; at: number } | undefined;
/** A held click older than this is dropped: the visitor has moved on. */
const heldClickLifetimeMs = 5000;

/**
 * React drops a click on a part whose code is still loading (it cannot hydrate it in time), so
 * such a click is held and given to the part once it has hydrated. Links, form fields and submit
 * buttons keep their native behaviour meanwhile: a link goes to its page, a form posts itself.
 */
function holdClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || ![...waitingParts].some((part) => part.contains(target))) return;
  if (target.closest('a[href], input, select, textarea, label') || target.closest('button')?.type === 'submit') return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = { target, at: performance.now() };
}

function partHydrated(wrapper: HTMLElement): void {
  waitingParts.delete(wrapper);
  const click = heldClick;
  if (!click || !wrapper.contains(click.target)) return;
  heldClick = undefined;
  if (performance.now() - click.at < heldClickLifetimeMs) click.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
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
  if (!module) modules.set(load, (module = tracked(gateOpen ? load() : afterGate(load))));
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
  releaseGateNow();
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
    let hydrated = false;
    return {
      latch,
      // Made once, so that React calls it when the wrapper appears and its cleanup when it goes.
      ref(element: HTMLDivElement) {
        wrapper = element;
        if (!hydrated && element.firstElementChild) waitingParts.add(element);
        const stopWatching = latch === openLatch ? undefined : watchSight(element, latch);
        return () => {
          stopWatching?.();
          waitingParts.delete(element);
        };
      },
      hydrated() {
        hydrated = true;
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
