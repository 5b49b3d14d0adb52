// A tap on a control only the app can answer (a filter, a tab, Load Map) before the app has
// hydrated it would be lost: React drops a click on a part it has not hydrated yet. Such a click
// is held and given to the control once its part of the page has hydrated (within 15 s: a slow
// phone on a slow network may take that long to fetch and start the app). A newer tap replaces
// it: the visitor has moved on. Links,
// form fields, submit buttons, summaries and the frame's native controls keep the browser's own
// behaviour meanwhile. Shared by the boot script, which holds from the start, and the app
// (app/deferred.tsx), which reports each part as it hydrates.
const heldClickLifetimeMs = 15_000;
let held: { target: Element; at: number } | undefined;

/** Whether the app answers for this element: outside the page's content, or in a part it has hydrated. */
const answered = (target: Element) => !target.closest('main') || target.closest('[data-part-hydrated]') !== null;
const nativeControl = 'a[href], input, select, textarea, label, summary, [commandfor], [popovertarget]';
/** A control the app answers even though the browser could (a filter, whose form asks the server for its view without JavaScript). */
const appControl = '[data-app-control]';
const isNative = (target: Element) => target.closest(appControl) === null && (target.closest(nativeControl) !== null || target.closest('button')?.type === 'submit');

function hold(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || answered(target) || isNative(target)) return;
  event.preventDefault();
  event.stopPropagation();
  held = { target, at: performance.now() };
}

export function holdClicks(): void {
  addEventListener('click', hold, true);
}

/** The element whose click is held, if it is still to be given (src/client/newRelease.ts keeps it across a reload). */
export function heldTarget(): Element | undefined {
  return held && performance.now() - held.at < heldClickLifetimeMs ? held.target : undefined;
}

/** Holds a click for this element, as if the visitor had just tapped it. */
export function holdFor(target: Element): void {
  held = { target, at: performance.now() };
}

/** Marks a part hydrated and gives it the click held for it, if any. */
export function partHydrated(part: HTMLElement): void {
  part.dataset.partHydrated = '';
  const click = held;
  if (!click || !part.contains(click.target)) return;
  held = undefined;
  if (performance.now() - click.at < heldClickLifetimeMs) click.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}
