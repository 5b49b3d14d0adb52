// Drives Firefox and WebKitGTK from Debian's packages, which Playwright cannot (it needs builds
// of its own): Firefox through WebDriver BiDi, which it speaks itself (no geckodriver), and
// WebKitGTK through its WebDriver (WebKitWebDriver, classic WebDriver over HTTP; it has no BiDi
// yet). One small interface over both, enough for the smoke suite: load a page, find elements by
// CSS, press them with a real pointer or keys, read the page, take screenshots, and the errors the
// page met.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Engine = 'firefox' | 'webkit';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BrowserSession {
  engine: Engine;
  version: string;
  /** Sets the size of the page's viewport, in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  goto(url: string): Promise<void>;
  /**
   * Runs a function in the page (the driver's own script, even where the page's scripts are off)
   * and returns its JSON result. It must not wait for a timer: without JavaScript, Firefox fires
   * none, and the call would never return.
   */
  evaluate<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** A real pointer press at the middle of the element the selector finds. */
  click(selector: string): Promise<void>;
  /** Moves the pointer onto the element, or to a point of the viewport. */
  hover(target: string | { x: number; y: number }): Promise<void>;
  press(key: string): Promise<void>;
  type(text: string): Promise<void>;
  /** The viewport as a PNG, once what moves (a dialog fading in) has come to rest. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** WebDriver's key codes for the keys the suite presses. */
export const keys: Record<string, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', ArrowDown: '\uE015', Space: ' ' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process has ended, by itself or by a signal (exitCode stays null then). */
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Once the process has ended: at once if it already has (its exit event is then past). */
const exited = (child: ChildProcess) => new Promise((resolve) => (ended(child) ? resolve(null) : child.once('exit', resolve)));

/** Waits until the URL answers (a driver or browser starting). */
async function waitForUrl(url: string, ms: number, process?: ChildProcess): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (process && ended(process)) throw new Error(`${url}: the process ended (${process.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
      await sleep(100);
    }
  }
}


/** Whether something moves on the page: a drawer sliding in, a dialog fading in. */
const movingScript = `() => document.getAnimations().some((a) => a.playState === 'running' && a.effect && a.effect.getTiming().iterations !== Infinity)`;

/**
 * The element's middle in viewport coordinates, after scrolling it into view if asked, and
 * whether a tap there reaches it (nothing over it, not a drawer's edge that has not come yet).
 */
const middleScript = `(selector, scroll) => {
  const element = document.querySelector(selector);
  if (!element) throw new Error('no element matches ' + selector);
  if (scroll) element.scrollIntoView({ block: 'center', inline: 'center' });
  const r = element.getBoundingClientRect();
  const x = Math.round(r.x + r.width / 2), y = Math.round(r.y + r.height / 2);
  const onScreen = x >= 0 && x < innerWidth && y >= 0 && y < innerHeight;
  return { x, y, reached: onScreen && element.contains(document.elementFromPoint(x, y)) };
}`;

/**
 * Waits until nothing moves on the page, for at most `ms`. Polled from here, as every script the
 * driver runs returns at once: in Firefox without JavaScript the page's timers never fire, not
 * even for the driver.
 */
async function untilStill(evaluate: BrowserSession['evaluate'], ms: number): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until && (await evaluate<boolean>(movingScript)); ) await sleep(50);
}

/**
 * Where a person taps the element: its middle once it has come to rest there, scrolled into view.
 * Animations are waited for (up to 1 s), then the middle is read until two reads 100 ms apart
 * agree and a tap there reaches the element (up to 3 s): a drawer whose slide had not begun, or
 * was caught mid-slide, moved from under the tap (WebKit, the Arabic menu's language switch).
 */
async function middleOf(evaluate: BrowserSession['evaluate'], selector: string): Promise<{ x: number; y: number }> {
  type Middle = { x: number; y: number; reached: boolean };
  await untilStill(evaluate, 1000);
  let point = await evaluate<Middle>(middleScript, selector, true);
  for (let tries = 0; tries < 30; tries++) {
    await sleep(100);
    const next = await evaluate<Middle>(middleScript, selector, false);
    const still = next.x === point.x && next.y === point.y;
    point = next;
    if (still && next.reached) break;
  }
  return { x: point.x, y: point.y };
}

// ---------------------------------------------------------------------------------------------
// Firefox: WebDriver BiDi over a WebSocket, straight to the browser.

class BidiConnection {
  private nextId = 1;
  private pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly listeners = new Set<(method: string, params: Record<string, unknown>) => void>();
  private socket: WebSocket;
  constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (message) => {
      const data = JSON.parse(String(message.data));
      if (data.id !== undefined) {
        const waiting = this.pending.get(data.id);
        this.pending.delete(data.id);
        if (data.type === 'error') waiting?.reject(new Error(`${data.error}: ${data.message}`));
        else waiting?.resolve(data.result);
      } else if (data.type === 'event') for (const listener of this.listeners) listener(data.method, data.params);
    });
    // Firefox may close the socket before it answers (browser.close): nothing is left to wait for.
    socket.addEventListener('close', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('the browser closed the connection'));
      this.pending.clear();
    });
  }
  static async open(url: string): Promise<BidiConnection> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot connect to ${url}`)), { once: true });
    });
    return new BidiConnection(socket);
  }
  send<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    if (this.socket.readyState !== WebSocket.OPEN) return Promise.reject(new Error(`${method}: the browser closed the connection`));
    const id = this.nextId++;
    if (process.env.SMOKE_DEBUG) console.error(`bidi → ${method}`);
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject }));
  }
  close(): void {
    this.socket.close();
  }
}

/** A BiDi remote value as plain JSON. */
function fromRemote(value: { type: string; value?: unknown }): unknown {
  switch (value.type) {
    case 'undefined':
    case 'null':
      return null;
    case 'array':
      return (value.value as Array<{ type: string; value?: unknown }>).map(fromRemote);
    case 'object':
      return Object.fromEntries((value.value as Array<[string | { type: string; value?: unknown }, { type: string; value?: unknown }]>).map(([k, v]) => [typeof k === 'string' ? k : fromRemote(k), fromRemote(v)]));
    default:
      return value.value;
  }
}

/** A plain value as a BiDi local value. */
function toLocal(value: unknown): unknown {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'string') return { type: 'string', value };
  if (typeof value === 'number') return { type: 'number', value };
  if (typeof value === 'boolean') return { type: 'boolean', value };
  if (Array.isArray(value)) return { type: 'array', value: value.map(toLocal) };
  return { type: 'object', value: Object.entries(value as object).map(([k, v]) => [k, toLocal(v)]) };
}

export interface LaunchOptions {
  /** The page's own scripts run (the driver's always do). */
  javaScript: boolean;
  port: number;
  /** Phone: a mobile user agent and touch, as the install dialog and the phone layout expect. */
  phone?: boolean;
  binary?: string;
  /** Called with every error the page or its console reports. */
  onError: (message: string) => void;
}

export async function launchFirefox(options: LaunchOptions): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'nuqta-firefox-'));
  const prefs: Record<string, unknown> = {
    'javascript.enabled': options.javaScript,
    'browser.shell.checkDefaultBrowser': false,
    'browser.startup.homepage_override.mstone': 'ignore',
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.reportingpolicy.firstRun': false,
    'app.update.disabledForTesting': true,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
    'browser.safebrowsing.update.enabled': false,
    'extensions.update.enabled': false,
    'services.settings.server': 'http://127.0.0.1:9/',
    'dom.disable_open_during_load': false,
    // A phone's user agent, so that the site treats it as one (the install dialog).
    ...(options.phone ? { 'general.useragent.override': 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0' } : {}),
    // A touch held 300 ms or more is no tap to Firefox (no click follows), and on a busy machine
    // the driver's touch-up can reach the browser that late: a tap lost now and then in CI.
    'apz.max_tap_time': 10_000,
    'ui.click_hold_context_menus.delay': 10_000,
  };
  writeFileSync(join(profile, 'user.js'), Object.entries(prefs).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join('\n'));
  const child = spawn(options.binary ?? 'firefox-esr', ['--headless', '--no-remote', '--profile', profile, `--remote-debugging-port=${options.port}`, '--remote-allow-hosts=127.0.0.1', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const until = Date.now() + 60_000;
  while (!stderr.includes('WebDriver BiDi listening')) {
    if (ended(child) || Date.now() > until) throw new Error(`Firefox did not start: ${stderr.slice(-500)}`);
    await sleep(100);
  }
  const bidi = await BidiConnection.open(`ws://127.0.0.1:${options.port}/session`);
  const session = await bidi.send<{ capabilities: { browserVersion: string } }>('session.new', { capabilities: { alwaysMatch: { acceptInsecureCerts: false, unhandledPromptBehavior: { default: 'accept' } } } });
  const { contexts } = await bidi.send<{ contexts: Array<{ context: string }> }>('browsingContext.getTree');
  const context = contexts[0].context;
  await bidi.send('session.subscribe', { events: ['log.entryAdded', 'browsingContext.userPromptOpened', 'browsingContext.navigationStarted', 'script.realmCreated'] });
  // The page's own realm (its window, not the driver's sandbox), and those of pages being left:
  // a page that is left stops its downloads, and what it then logs is no error of the page the
  // visitor is on (WebKit's side below does the same).
  let pageRealm: string | undefined;
  const leftRealms = new Set<string>();
  bidi.listeners.add((method, params) => {
    if (method === 'script.realmCreated') {
      const realm = params as { realm: string; type: string; context?: string; sandbox?: string };
      if (realm.type === 'window' && realm.context === context && !realm.sandbox) pageRealm = realm.realm;
    }
    if (method === 'browsingContext.navigationStarted' && (params as { context: string }).context === context && pageRealm) leftRealms.add(pageRealm);
    if (method === 'log.entryAdded') {
      const entry = params as { level: string; text: string; type: string; source?: { realm?: string } };
      if (entry.level === 'error' && !leftRealms.has(entry.source?.realm ?? '')) options.onError(entry.text);
    }
    if (method === 'browsingContext.userPromptOpened') void bidi.send('browsingContext.handleUserPrompt', { context, accept: true }).catch(() => undefined);
  });

  const evaluate = async <T>(fn: string, ...args: unknown[]): Promise<T> => {
    const result = await bidi.send<{ type: string; result?: { type: string; value?: unknown }; exceptionDetails?: { text: string } }>('script.callFunction', {
      functionDeclaration: fn,
      arguments: args.map(toLocal),
      target: { context, sandbox: 'smoke' },
      awaitPromise: true,
      resultOwnership: 'none',
    });
    if (result.type === 'exception') throw new Error(result.exceptionDetails?.text ?? 'exception in the page');
    return fromRemote(result.result!) as T;
  };
  const pointer = (actions: unknown[]) => bidi.send('input.performActions', { context, actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: options.phone ? 'touch' : 'mouse' }, actions }] });
  return {
    engine: 'firefox',
    version: session.capabilities.browserVersion,
    async setViewport(width, height) {
      await bidi.send('browsingContext.setViewport', { context, viewport: { width, height } });
    },
    async goto(url) {
      // A navigation the page started itself (a link just followed) aborts this one once: again.
      await bidi.send('browsingContext.navigate', { context, url, wait: 'complete' }).catch(async (error: Error) => {
        if (!/NS_BINDING_ABORTED/.test(error.message)) throw error;
        await sleep(500);
        await bidi.send('browsingContext.navigate', { context, url, wait: 'complete' });
      });
    },
    evaluate,
    async click(selector) {
      const { x, y } = await middleOf(evaluate, selector);
      await pointer([{ type: 'pointerMove', x, y }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]);
      await bidi.send('input.releaseActions', { context });
    },
    async hover(target) {
      const { x, y } = typeof target === 'string' ? await middleOf(evaluate, target) : target;
      await bidi.send('input.performActions', { context, actions: [{ type: 'pointer', id: 'hover', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', x, y }] }] });
    },
    async press(key) {
      const value = keys[key] ?? key;
      await bidi.send('input.performActions', { context, actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }] });
    },
    async type(text) {
      await bidi.send('input.performActions', { context, actions: [{ type: 'key', id: 'keyboard', actions: [...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]) }] });
    },
    async screenshot(file) {
      await untilStill(evaluate, 2000);
      const { data } = await bidi.send<{ data: string }>('browsingContext.captureScreenshot', { context, origin: 'viewport' });
      writeFileSync(file, Buffer.from(data, 'base64'));
    },
    async close() {
      await bidi.send('browser.close').catch(() => undefined);
      bidi.close();
      await exited(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// WebKitGTK: classic WebDriver over HTTP, to WebKitWebDriver, which starts MiniBrowser.

/** MiniBrowser, the small browser WebKitGTK's WebDriver drives. */
export const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKitGTK draws into a display even when nobody looks: a virtual one (Xvfb) is started when
 * there is none. Returns the DISPLAY and a function that stops it.
 */
export async function virtualDisplay(): Promise<{ display: string; stop: () => void }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => undefined };
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.trim());
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code})`)));
  });
  return { display: `:${number}`, stop: () => xvfb.kill() };
}

/**
 * MiniBrowser's window is at least 447 px wide, for the buttons and address field of its bar: a
 * GTK style sheet of its own shrinks that bar (not the page), so that the page can be 390 px wide.
 */
function narrowChrome(): string {
  const config = mkdtempSync(join(tmpdir(), 'nuqta-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), 'headerbar, headerbar *, .titlebar, .titlebar *, toolbar, toolbar *, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n');
  return config;
}

export async function launchWebKit(options: LaunchOptions & { display: string }): Promise<BrowserSession> {
  const config = narrowChrome();
  const driver = spawn('WebKitWebDriver', [`--port=${options.port}`, '--host=127.0.0.1'], { stdio: 'ignore', env: { ...process.env, DISPLAY: options.display, XDG_CONFIG_HOME: config } });
  const base = `http://127.0.0.1:${options.port}`;
  await waitForUrl(`${base}/status`, 20_000, driver);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await answer.json()) as { value: T & { error?: string; message?: string } };
    if (!answer.ok) throw new Error(`${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  };
  const args = ['--automation', `--enable-javascript=${options.javaScript}`];
  if (options.phone) args.push('--user-agent=Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
  const created = await call<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowser, args }, unhandledPromptBehavior: 'accept' } },
  });
  const session = `/session/${created.sessionId}`;
  const evaluate = async <T>(fn: string, ...fnArgs: unknown[]): Promise<T> => call<T>('POST', `${session}/execute/async`, { script: `const done = arguments[arguments.length - 1]; Promise.resolve((${fn}).apply(null, Array.prototype.slice.call(arguments, 0, -1))).then((v) => done({ ok: v === undefined ? null : v }), (e) => done({ error: String(e && e.message || e) }));`, args: fnArgs }).then((result) => {
    const { ok, error } = result as { ok?: T; error?: string };
    if (error) throw new Error(error);
    return ok as T;
  });
  // The page's errors: WebKit's WebDriver cannot read its console, so a listener the driver adds
  // after each load keeps them in session storage, and they are read after each step.
  const watchErrors = `() => {
    if (window.__smokeErrors) return;
    window.__smokeErrors = true;
    let leaving = false;
    // A page being left stops its downloads: not the page's error.
    addEventListener('beforeunload', () => (leaving = true));
    addEventListener('pagehide', () => (leaving = true));
    const keep = (text) => { if (leaving) return; try { const list = JSON.parse(sessionStorage.getItem('smoke-errors') || '[]'); list.push(text); sessionStorage.setItem('smoke-errors', JSON.stringify(list)); } catch {} };
    addEventListener('error', (e) => keep('error: ' + (e.message || (e.target && (e.target.src || e.target.href)) || 'resource')), true);
    addEventListener('unhandledrejection', (e) => keep('unhandled rejection: ' + (e.reason && e.reason.message || e.reason)));
    addEventListener('securitypolicyviolation', (e) => keep('CSP: ' + e.violatedDirective + ' ' + e.blockedURI));
    const original = console.error;
    console.error = (...a) => { keep('console.error: ' + a.join(' ')); original.apply(console, a); };
  }`;
  const readErrors = async () => {
    if (!options.javaScript) return;
    const list = await evaluate<string[]>(`() => { const l = JSON.parse(sessionStorage.getItem('smoke-errors') || '[]'); sessionStorage.removeItem('smoke-errors'); return l; }`).catch(() => []);
    for (const message of list) options.onError(message);
  };
  const pointerType = options.phone ? 'touch' : 'mouse';
  const actions = (list: unknown[]) => call('POST', `${session}/actions`, { actions: list });
  return {
    engine: 'webkit',
    version: created.capabilities.browserVersion,
    async setViewport(width, height) {
      // The window's outer size: the viewport is what is left inside it. The window takes its new
      // size a moment later, so it is read back until it matches, then corrected for the chrome.
      const inner = () => evaluate<{ w: number; h: number }>('() => ({ w: innerWidth, h: innerHeight })');
      const settle = async (w: number, h: number) => {
        await call('POST', `${session}/window/rect`, { width: w, height: h });
        let size = await inner();
        for (let i = 0; i < 20 && (size.w !== width || size.h !== height); i++) {
          await sleep(50);
          size = await inner();
        }
        return size;
      };
      const size = await settle(width, height);
      if (size.w !== width || size.h !== height) await settle(2 * width - size.w, 2 * height - size.h);
    },
    async goto(url) {
      await readErrors();
      await call('POST', `${session}/url`, { url });
      if (options.javaScript) await evaluate(watchErrors);
    },
    evaluate,
    async click(selector) {
      await readErrors();
      const { x, y } = await middleOf(evaluate, selector);
      await actions([{ type: 'pointer', id: 'tap', parameters: { pointerType }, actions: [{ type: 'pointerMove', x, y }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }] }]);
      await call('DELETE', `${session}/actions`);
      await sleep(50);
      if (options.javaScript) await evaluate(watchErrors).catch(() => undefined);
    },
    async hover(target) {
      const { x, y } = typeof target === 'string' ? await middleOf(evaluate, target) : target;
      await actions([{ type: 'pointer', id: 'hover', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', x, y }] }]);
    },
    async press(key) {
      const value = keys[key] ?? key;
      await actions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }]);
    },
    async type(text) {
      await actions([{ type: 'key', id: 'keyboard', actions: [...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]) }]);
    },
    async screenshot(file) {
      await untilStill(evaluate, 2000);
      writeFileSync(file, Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64'));
    },
    async close() {
      await readErrors().catch(() => undefined);
      await call('DELETE', session).catch(() => undefined);
      driver.kill();
      await exited(driver);
      rmSync(config, { recursive: true, force: true });
    },
  };
}
