// What the interaction bench runs inside the page. installProbe goes in before the page's own
// scripts (addInitScript) and keeps, in window.__bench, the measure of one input:
// - the bench arms it with the input's type and the answer to expect;
// - a capture listener, the page's first, records the input's timestamp (as the browser stamped
//   it, so that time spent queued behind the page's tasks counts), notes what is on screen just
//   before the page handles it, and from then on tests the answer once per animation frame;
// - a PerformanceObserver keeps the Event Timing entries;
// - on leaving for another document, the input and the entries are handed over to the next one
//   in session storage, whose first paint is then the answer.
// The bench asks for the outcome afterwards: no round trip to the page stands between the input
// and its measure. These functions are sent to the browser as source text: each uses nothing
// from outside itself but the browser and window.__bench.

/** The elements the bench looks for, found as Playwright's getByRole finds them: by role and accessible name. */
export interface ElementQuery {
  role: 'dialog' | 'link' | 'button' | 'navigation' | 'banner' | 'main' | 'tab' | 'textbox';
  name?: string;
  /** `exact` (the default): the whole name; `prefix`: a name that starts with it (a link with a description after its label). */
  match?: 'exact' | 'prefix';
  within?: ElementQuery;
}

/** What the visitor sees when a control has answered. */
export type Answer =
  /** More elements of this kind are visible than just before the input (a dialog, a menu's link). */
  | { kind: 'shown'; query: ElementQuery }
  /**
   * An element that only the answer shows (the Services menu's first link in the header) is
   * visible, if need be already before the input: a menu that CSS opens on focus has answered
   * the Enter that follows the focus.
   */
  | { kind: 'visible'; query: ElementQuery }
  /** Fewer (a dialog closed). */
  | { kind: 'gone'; query: ElementQuery }
  /** A client-side navigation: the address is `path` and the visible heading is another. A new document is timed by the bench. */
  | { kind: 'page'; path: string }
  /** The target (a question) is expanded and what it controls is visible. */
  | { kind: 'expanded' }
  /** The target (a tab) is selected and its panel is visible. */
  | { kind: 'selected' }
  | { kind: 'focused' }
  /** The target field holds at least this many characters. */
  | { kind: 'typed'; length: number };

export type InputType = 'pointerdown' | 'keydown' | 'pointerover';

export interface RecordedInput {
  type: InputType;
  /** event.timeStamp, in the document's time. */
  timeStamp: number;
  /** The same moment in milliseconds since 1970 (timeOrigin + timeStamp), to compare across documents. */
  epoch: number;
  /** How long after the end of the load event it came; absent before it. */
  afterLoadMs?: number;
  /** Whether the event's target was inside the control aimed at; absent without one. */
  hit?: boolean;
  /** The element the event reached, to report a miss. */
  hitElement: string;
}

export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

export interface Outcome {
  input?: RecordedInput;
  /** From the input's timestamp to the animation frame that first showed the answer; absent when it did not come. */
  answeredAfterMs?: number;
  /** This document was reached by the armed input of the one before: the bench times it as a new document. */
  arrivedByInput?: boolean;
  /** A `visible` answer was already on screen when the input came. */
  shownBeforeInput?: boolean;
}

/** A document reached by a navigation, with the input and Event Timing entries of the one that left for it. */
export interface DocumentTiming {
  path: string;
  timeOrigin: number;
  firstPaint?: number;
  previous?: { input?: RecordedInput; events: EventEntry[] };
}

interface Probe {
  /**
   * Measures the next input of this type. `aim`: the control it should reach (for the report of
   * a miss); otherwise `target`, set by the bench, is that control.
   */
  arm(type: InputType, answer: Answer, options?: { aim?: ElementQuery; lostAfterMs?: number }): void;
  /** The centre of the first visible match, to aim an input at; null when there is none. */
  centreOf(query: ElementQuery): { x: number; y: number } | null;
  /** The control or field the answer is about (expanded, selected, focused, typed). */
  target?: Element;
  isAnswered(answer: Answer): boolean;
  /** Resolves once the armed input has been answered or lost (or at once in a document it led to). */
  outcome(noInputAfterMs: number): Promise<Outcome>;
  /** Every Event Timing entry so far, those not yet delivered to the observer included. */
  events(): EventEntry[];
  documentTiming(): Promise<DocumentTiming>;
}

declare global {
  interface Window {
    __bench: Probe;
  }
}

export function installProbe(): void {
  const handOverKey = 'bench:previous-document';
  const roleSelectors: Record<ElementQuery['role'], string> = {
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    link: 'a[href], [role="link"]',
    button: 'button, [role="button"], summary, input[type="button"], input[type="submit"]',
    navigation: 'nav, [role="navigation"]',
    banner: 'header, [role="banner"]',
    main: 'main, [role="main"]',
    tab: '[role="tab"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], input[type="url"], textarea, [role="textbox"]',
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  // The text a screen reader names an element by: what is rendered (display: none leaves a part
  // out, as a button whose name follows its state in CSS does), visually hidden or not.
  const renderedText = (element: Element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement?.checkVisibility()) text += node.textContent;
    return text;
  };
  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return squash(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' '));
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return squash(element.labels?.[0]?.textContent);
    return squash(renderedText(element));
  };
  // An explicit role overrides the element's own: <a role="tab"> is no link.
  const hasRole = (element: Element, role: ElementQuery['role']) => {
    const explicit = element.getAttribute('role');
    return !explicit || explicit === role || (role === 'dialog' && explicit === 'alertdialog');
  };
  const nameMatches = (element: Element, query: ElementQuery) => {
    if (query.name === undefined) return true;
    const name = accessibleName(element);
    return query.match === 'prefix' ? name.startsWith(query.name) : name === query.name;
  };
  const find = (query: ElementQuery): Element[] => {
    const scopes: ParentNode[] = query.within ? find(query.within) : [document];
    return scopes.flatMap((scope) => [...scope.querySelectorAll(roleSelectors[query.role])].filter((e) => hasRole(e, query.role) && nameMatches(e, query)));
  };
  // As Playwright's toBeVisible: rendered with a box and not visibility: hidden, whether or not an
  // entrance animation (a fade, a slide) has finished. Closed dialogs, popovers and details are display: none.
  const isVisible = (element: Element | null | undefined): boolean => {
    if (!element?.isConnected || !element.checkVisibility({ visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const visibleCount = (query: ElementQuery) => find(query).filter(isVisible).length;
  /** What a control's aria-controls names: undefined without one, null when it names nothing on the page. */
  const controlled = (element: Element) => {
    const id = element.getAttribute('aria-controls');
    return id ? document.getElementById(id) : undefined;
  };
  const visibleHeading = () => [...document.querySelectorAll('h1')].find(isVisible)?.textContent ?? '';

  let armed: { type: InputType; answer: Answer; aim?: ElementQuery; lostAfterMs: number } | undefined;
  /** The screen just before the page handled the input: what the answer is compared with. */
  let before = { visible: 0, heading: '' };
  const screenFor = (answer: Answer) => ({ visible: 'query' in answer ? visibleCount(answer.query) : 0, heading: visibleHeading() });
  let outcome: Promise<Outcome> | undefined;
  /** The last input measured here: if it leads to another document, that one's first paint is its answer. */
  let lastInput: RecordedInput | undefined;

  const isAnswered = (answer: Answer): boolean => {
    const target = probe.target;
    switch (answer.kind) {
      case 'shown':
        return visibleCount(answer.query) > before.visible;
      case 'visible':
        return visibleCount(answer.query) > 0;
      case 'gone':
        return visibleCount(answer.query) < before.visible;
      case 'page':
        return location.pathname === answer.path && visibleHeading() !== before.heading;
      case 'expanded': {
        if (!target) return false;
        const details = target.matches('summary') ? target.closest('details') : null;
        if (details) return details.open && [...details.children].some((child) => child !== target && isVisible(child));
        const region = controlled(target);
        return target.getAttribute('aria-expanded') === 'true' && (region === undefined || isVisible(region));
      }
      case 'selected': {
        if (!target) return false;
        const panel = controlled(target);
        return target.getAttribute('aria-selected') === 'true' && (panel === undefined || isVisible(panel));
      }
      case 'focused':
        return target !== undefined && document.activeElement === target;
      case 'typed':
        return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target.value.length >= answer.length : false;
    }
  };

  /** From the input on, tests the answer at every animation frame until it shows or `lostAfterMs` pass. */
  const watch = (input: RecordedInput, answer: Answer, lostAfterMs: number) =>
    new Promise<Outcome>((resolve) => {
      const frame = () => {
        const now = performance.now();
        if (isAnswered(answer)) return resolve({ input, answeredAfterMs: now - input.timeStamp, shownBeforeInput: answer.kind === 'visible' && before.visible > 0 });
        if (now - input.timeStamp > lostAfterMs) return resolve({ input });
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });

  const events: EventEntry[] = [];
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceEventTiming[])
      events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  // 16 ms is the lowest threshold the browser accepts; shorter events are not reported at all.
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  let previous: DocumentTiming['previous'];
  try {
    previous = JSON.parse(sessionStorage.getItem(handOverKey) ?? 'null') ?? undefined;
    sessionStorage.removeItem(handOverKey);
  } catch {
    // about:blank and other documents without storage
  }

  const probe: Probe = {
    arm(type, answer, { aim, lostAfterMs = 10_000 } = {}) {
      armed = { type, answer, aim, lostAfterMs };
      outcome = undefined;
      // The screen now, for the bench's check that the answer is not there yet; the input takes it again.
      before = screenFor(answer);
    },
    centreOf(query) {
      const element = find(query).find(isVisible);
      if (!element) return null;
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    isAnswered,
    outcome(noInputAfterMs) {
      if (outcome) return outcome;
      if (!armed && previous?.input) return Promise.resolve({ arrivedByInput: true });
      // Not yet: the input is still on its way (or never comes).
      return new Promise((resolve) => {
        const started = performance.now();
        const wait = () => (outcome ? void outcome.then(resolve) : performance.now() - started > noInputAfterMs ? resolve({}) : void setTimeout(wait, 20));
        wait();
      });
    },
    events() {
      keep(observer.takeRecords());
      return events;
    },
    documentTiming() {
      return new Promise((resolve) => {
        const report = () => {
          const paints = performance.getEntriesByType('paint');
          const firstPaint = (paints.find((p) => p.name === 'first-paint') ?? paints.find((p) => p.name === 'first-contentful-paint'))?.startTime;
          if (firstPaint === undefined) return false;
          resolve({ path: location.pathname, timeOrigin: performance.timeOrigin, firstPaint, previous });
          return true;
        };
        if (report()) return;
        new PerformanceObserver((_list, paints) => report() && paints.disconnect()).observe({ type: 'paint', buffered: true });
      });
    },
  };
  window.__bench = probe;

  for (const type of ['pointerdown', 'keydown', 'pointerover'] as const)
    addEventListener(
      type,
      (event) => {
        if (armed?.type !== type || outcome) return;
        const { answer, aim, lostAfterMs } = armed;
        if (aim) probe.target = find(aim).find(isVisible);
        before = screenFor(answer);
        const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd;
        const reached = event.target instanceof Element ? event.target : null;
        const input: RecordedInput = {
          type,
          timeStamp: event.timeStamp,
          epoch: performance.timeOrigin + event.timeStamp,
          afterLoadMs: loadEnd ? event.timeStamp - loadEnd : undefined,
          hit: probe.target ? probe.target.contains(reached) : undefined,
          hitElement: reached ? `<${reached.tagName.toLowerCase()}> ${squash(reached.textContent).slice(0, 40)}` : 'nothing',
        };
        outcome = watch(input, answer, lostAfterMs);
        lastInput = input;
      },
      { capture: true, passive: true },
    );
  // An input that leaves for another document: its timestamp and Event Timing entries go with the visit.
  addEventListener('pagehide', () => {
    try {
      if (lastInput) sessionStorage.setItem(handOverKey, JSON.stringify({ input: lastInput, events: probe.events() }));
    } catch {
      // no storage: the next document cannot time it
    }
  });
}

/**
 * The Event Timing entries once the browser has had time to report the input's: they are queued
 * after the frame that follows its handlers has been presented.
 */
export async function eventsOnceReported(): Promise<EventEntry[]> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await new Promise((resolve) => setTimeout(resolve, 150));
  return window.__bench.events();
}
