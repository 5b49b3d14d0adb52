// One visit of the interaction bench: a fresh browser context with a phone's or a desktop's
// profile, its CPU and network slowed as Lighthouse's mobile defaults assume, and the measure of
// one input: from its timestamp to the first frame that shows its answer, and its Event Timing.
import { devices, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { eventsOnceReported, installProbe, type Answer, type DocumentTiming, type ElementQuery, type EventEntry, type InputType, type Outcome, type RecordedInput } from './probe.ts';

export type Profile = 'phone' | 'desktop';

const profiles = {
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
};

/** Lighthouse's slow 4G at its nominal figures (150 ms round trip, 1.6 Mbps down, 750 kbps up); DevTools takes bytes per second. */
export const slow4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** Lighthouse's mobile CPU slowdown. */
export const cpuSlowdown = 4;
/** An answer not on screen this long after the input never came: the input is lost. */
export const lostAfterMs = 10_000;

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Waits until no request has been in flight for `quietMs` (at most `maxMs`): the page has settled. */
  networkQuiet(options?: { quietMs?: number; maxMs?: number }): Promise<void>;
  close(): Promise<void>;
}

/**
 * The install dialog opens by itself on phones 3 s after load; outside its own measure it is
 * dismissed, as in playwright.config.ts. Written by an init script: a context's storageState costs
 * a second or two to set up, every visit.
 */
function dismissInstallPrompt(): void {
  try {
    localStorage.setItem('pwa-install-prompt-dismissed', 'true');
  } catch {
    // a document without storage (about:blank)
  }
}

export async function openVisit(browser: Browser, profile: Profile, origin: string, { offerInstall = false } = {}): Promise<Visit> {
  const context = await browser.newContext({ ...profiles[profile], baseURL: origin });
  if (!offerInstall) await context.addInitScript(dismissInstallPrompt);
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, networkQuiet: watchRequests(page), close: () => context.close() };
}

function watchRequests(page: Page): Visit['networkQuiet'] {
  let inFlight = 0;
  let quietSince = Date.now();
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on('request', () => inFlight++);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async ({ quietMs = 500, maxMs = 20_000 } = {}) => {
    const until = Date.now() + maxMs;
    while (Date.now() < until && (inFlight > 0 || Date.now() - quietSince < quietMs)) await page.waitForTimeout(100);
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function roleOptions(query: ElementQuery) {
  if (query.name === undefined) return {};
  return query.match === 'prefix' ? { name: new RegExp(`^${escapeRegExp(query.name)}`) } : { name: query.name, exact: true };
}

function scopeOf(page: Page, query: ElementQuery): Locator {
  const outer: Page | Locator = query.within ? scopeOf(page, query.within) : page;
  return outer.getByRole(query.role, roleOptions(query));
}

/** The same query for Playwright: its first visible match. */
export function locate(page: Page, query: ElementQuery): Locator {
  const scope: Page | Locator = query.within ? scopeOf(page, query.within) : page;
  return scope.getByRole(query.role, roleOptions(query)).visible().first();
}

/** How the input is made: a touch, a mouse click or hover, a key, or text typed. */
export type Gesture = 'tap' | 'click' | 'hover' | { press: string } | { type: string };

/** One input and what it should bring. */
export interface Step {
  label: string;
  trigger: ElementQuery | ((page: Page) => Locator);
  gesture: Gesture;
  answer: Answer;
}

export interface StepResult {
  label: string;
  /** From the input to the first frame showing the answer (for a new document: its first paint); absent when lost or failed. */
  answerMs?: number;
  lost: boolean;
  /** The longest Event Timing duration of the input's interaction; absent when every entry was under 16 ms. */
  eventMs?: number;
  /** The answer was a new document (a link followed by the browser, not the router): answerMs runs to its first paint. */
  newDocument?: boolean;
  /** The input's timestamp in its document, and how long after the load event it came. */
  inputAt?: number;
  inputAfterLoadMs?: number;
  /** Something the figures need said (the answer was there before the input). */
  note?: string;
  error?: string;
}

const inputType = (gesture: Gesture): InputType => (gesture === 'tap' || gesture === 'click' ? 'pointerdown' : gesture === 'hover' ? 'pointerover' : 'keydown');

export type Point = { x: number; y: number };

/** Makes the input: at a point found beforehand, at once, or through the locator, after Playwright's checks. */
async function perform(page: Page, trigger: Locator | undefined, gesture: Gesture, point: Point | undefined): Promise<void> {
  if (typeof gesture === 'object') return 'press' in gesture ? page.keyboard.press(gesture.press) : page.keyboard.type(gesture.type);
  if (point) {
    if (gesture === 'tap') return page.touchscreen.tap(point.x, point.y);
    if (gesture === 'click') return page.mouse.click(point.x, point.y);
    return page.mouse.move(point.x, point.y);
  }
  if (gesture === 'tap') return trigger!.tap();
  if (gesture === 'click') return trigger!.click();
  return trigger!.hover();
}

const contextGone = (error: unknown) => error instanceof Error && /context was destroyed|navigat|Target closed|frame was detached/i.test(error.message);

/** The input is made; how long to wait for it to reach the page (a tap behind a long task arrives late). */
const noInputAfterMs = 30_000;

/**
 * An input of the settled page (or one shown by a lead): the bench finds the control with
 * Playwright, arms the probe, and makes the input through the locator, after Playwright's checks.
 */
export async function measureStep(page: Page, step: Step): Promise<StepResult> {
  const trigger = typeof step.trigger === 'function' ? step.trigger(page) : locate(page, step.trigger);
  await trigger.evaluate((element) => (window.__bench.target = element), undefined, { timeout: 15_000 });
  await page.evaluate(([type, answer, lostAfterMs]) => window.__bench.arm(type, answer, { lostAfterMs }), [inputType(step.gesture), step.answer, lostAfterMs] as const);
  if (step.answer.kind !== 'visible' && (await page.evaluate((answer) => window.__bench.isAnswered(answer), step.answer))) return { label: step.label, lost: false, error: 'answered before the input' };
  await perform(page, trigger, step.gesture, undefined);
  return outcomeOf(page, step);
}

/**
 * A first tap: every document at `path` arms its probe as it arrives (an init script), so that the
 * input can go, the moment the delay ends, to the control's centre found beforehand (scoutCentres).
 * Playwright's own actions (locator.tap()) first check the control in the page, and those checks
 * wait behind the page's long tasks: a tap meant for load + 0 came 0.3-1.5 s after load, once the
 * main thread was free, and missed what a visitor's finger meets.
 */
export async function armOnArrival(visit: Visit, path: string, step: Step): Promise<void> {
  const aim = typeof step.trigger === 'function' ? undefined : step.trigger;
  await visit.context.addInitScript(
    (plan) => {
      if (location.pathname === plan.path) window.__bench.arm(plan.type, plan.answer, { aim: plan.aim, lostAfterMs: plan.lostAfterMs });
    },
    { path, type: inputType(step.gesture), answer: step.answer, aim, lostAfterMs },
  );
}

export async function measureAimedStep(page: Page, step: Step, point: Point): Promise<StepResult> {
  await perform(page, undefined, step.gesture, point);
  return outcomeOf(page, step);
}

/** The centres of the controls on a page as it has loaded, from a quick visit without slowing: where the first taps aim. */
export async function scoutCentres(browser: Browser, profile: Profile, origin: string, path: string, queries: ElementQuery[]): Promise<Array<Point | null>> {
  const context = await browser.newContext({ ...profiles[profile], baseURL: origin });
  try {
    await context.addInitScript(dismissInstallPrompt);
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    return await page.evaluate((all) => all.map((query) => window.__bench.centreOf(query)), queries);
  } finally {
    await context.close();
  }
}

/** What the probe measured of the input just made: in this document, or in the one it led to. */
async function outcomeOf(page: Page, step: Step): Promise<StepResult> {
  const result: StepResult = { label: step.label, lost: false };
  const outcome: Outcome = await page.evaluate((ms) => window.__bench.outcome(ms), noInputAfterMs).catch((error: unknown) => {
    if (contextGone(error)) return { arrivedByInput: true };
    throw error;
  });
  if (outcome.arrivedByInput) return answerInNewDocument(page, step, result);
  if (!outcome.input) return { ...result, error: 'the input never reached the page' };
  const events = await page.evaluate(eventsOnceReported);
  const answered = {
    ...result,
    ...inputTimes(outcome.input),
    answerMs: outcome.answeredAfterMs,
    lost: outcome.answeredAfterMs === undefined,
    eventMs: interactionDuration(events, outcome.input),
    error: missed(outcome.input),
    note: outcome.shownBeforeInput ? 'on screen before the input' : undefined,
  };
  // The page's test and Playwright's getByRole should agree on what is on screen.
  if (!answered.lost && (step.answer.kind === 'shown' || step.answer.kind === 'visible') && !(await locate(page, step.answer.query).isVisible())) return { ...answered, error: 'seen in the page but not by Playwright' };
  return answered;
}

const inputTimes = (input: RecordedInput) => ({ inputAt: input.timeStamp, inputAfterLoadMs: input.afterLoadMs });
const missed = (input: RecordedInput) => (input.hit === false ? `the input missed the control: it reached ${input.hitElement}` : undefined);

/** A link that loaded another document: the answer is that document's first paint, timed from the input in the one before. */
async function answerInNewDocument(page: Page, step: Step, result: StepResult): Promise<StepResult> {
  const timing = await newDocumentTiming(page);
  const input = timing.previous?.input;
  if (!input) return { ...result, error: `left for ${timing.path} without handing over its input` };
  if (step.answer.kind === 'page' && timing.path !== step.answer.path) return { ...result, error: `went to ${timing.path}, not ${step.answer.path}` };
  // Both documents count from 1970 in the same browser; the new one's first paint against the old one's input.
  const answerMs = timing.timeOrigin + (timing.firstPaint ?? NaN) - input.epoch;
  const answered = answerMs <= lostAfterMs;
  const eventMs = interactionDuration(timing.previous?.events ?? [], input);
  // Entries come after the next frame: a page that left at once may not have had them, so none is not "under 16 ms".
  const note = eventMs === undefined ? 'no Event Timing entry before the page left' : undefined;
  return { ...result, ...inputTimes(input), answerMs: answered ? answerMs : undefined, lost: !answered, eventMs, newDocument: true, note, error: missed(input) };
}

async function newDocumentTiming(page: Page): Promise<DocumentTiming> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.evaluate(() => window.__bench.documentTiming());
    } catch (error) {
      // Still between documents: the evaluation met the old one going.
      if (!contextGone(error) || attempt === 5) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/** Hovering is not an interaction in Event Timing: its figure is the longest pointer event it caused. */
const hoverEvents = /^(pointerover|pointerenter|pointermove|mouseover|mouseenter|mousemove)$/;

/**
 * The longest Event Timing duration of the input's interaction: the entries that share the first
 * interactionId at or after the input (pointerdown, pointerup and click of a tap; keydown and keyup).
 */
export function interactionDuration(events: EventEntry[], input: RecordedInput): number | undefined {
  const after = events.filter((entry) => entry.startTime >= input.timeStamp - 1);
  if (input.type === 'pointerover') {
    const hover = after.filter((entry) => hoverEvents.test(entry.name) && entry.startTime < input.timeStamp + 100);
    return hover.length ? Math.max(...hover.map((entry) => entry.duration)) : undefined;
  }
  const interactions = after.filter((entry) => entry.interactionId > 0);
  if (interactions.length === 0) return undefined;
  const id = Math.min(...interactions.map((entry) => entry.interactionId));
  return Math.max(...interactions.filter((entry) => entry.interactionId === id).map((entry) => entry.duration));
}
