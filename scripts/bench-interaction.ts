// `npm run bench:interaction [-- --routes /,/ar] [--delays 0,500] [--controls menu,contact,sequence]
// [--no-build] [--quick]`: how soon the frame's controls answer a visitor on a slow phone.
// Builds, serves the build on loopback and drives Chromium with Playwright, its CPU slowed 4x and
// its network as Lighthouse's slow 4G (scripts/lib/interaction/visit.ts).
//
// First taps: for each route, control and delay, a fresh visit loads the page, waits for the load
// event and the delay, and taps the control once, at once, where a quick visit found it (not with
// locator.tap(), whose checks wait in the page behind its long tasks). The answer time runs from
// the input's timestamp to the first animation frame that shows the answer (a new document: its
// first paint), measured in the page (scripts/lib/interaction/probe.ts), with the Event Timing
// duration of the input's interaction. Then the sequence of a visitor on a settled page, from the
// home page in each language. Writes bench/results/interaction-<time>.md and .json. Controls and
// answers are found by role and accessible name from site.json (scripts/lib/interaction/controls.ts),
// so the bench measures any build of the frame unchanged.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { localeOfPath, localizedPath, locales } from '../src/app/locale.ts';
import { chromiumArgs, findChromium, noChromiumMessage } from './lib/browser.ts';
import { aimOf, frameControls, installControl, settledSequence, type FrameControl } from './lib/interaction/controls.ts';
import { sequenceTable, tapTables, targets, type TapResult } from './lib/interaction/report.ts';
import { armOnArrival, cpuSlowdown, measureAimedStep, measureStep, openVisit, scoutCentres, slow4G, type Point, type StepResult } from './lib/interaction/visit.ts';
import { startServerProcess } from './lib/loadHarness.ts';
import { writeScriptFreeBuild } from './lib/scriptFreeBuild.ts';

const { values: flags } = parseArgs({
  options: {
    routes: { type: 'string' },
    delays: { type: 'string' },
    controls: { type: 'string' },
    port: { type: 'string', default: '5590' },
    'no-build': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'script-free': { type: 'boolean', default: false },
  },
});

const defaultRoutes = ['/', '/pricing', '/contact', '/faq', '/portfolio', '/news'].flatMap((path) => locales.map((locale) => localizedPath(path, locale)));
const routes = flags.routes?.split(',') ?? (flags.quick ? ['/', '/ar'] : defaultRoutes);
const delays = (flags.delays?.split(',') ?? (flags.quick ? ['0', '1500'] : ['0', '500', '1500', '3000'])).map(Number);
const everyControl = [...frameControls, installControl];
const chosen = flags.controls?.split(',');
const controls = chosen ? everyControl.filter((c) => chosen.includes(c.id)) : everyControl;
const runSequence = !chosen || chosen.includes('sequence');
/** The controls not marked onEveryRoute are measured on this many of the routes, the first. */
const routesForEveryControl = 6;

const chromiumFound = findChromium();
if (!chromiumFound) throw new Error(noChromiumMessage);
if (!flags['no-build']) execSync('npm run build', { stdio: 'inherit' });

/** Where each control's first input aims, per profile and route, from a quick visit without slowing (scoutCentres). */
const centres = new Map<string, Point | null>();

async function centreOf(browser: Browser, origin: string, control: FrameControl, route: string): Promise<Point | null> {
  const key = (c: FrameControl) => `${c.profile} ${route} ${c.id}`;
  if (!centres.has(key(control))) {
    const aimed = everyControl.filter((c) => c.profile === control.profile && aimOf(c, route));
    const points = await scoutCentres(browser, control.profile, origin, route, aimed.map((c) => aimOf(c, route)!));
    aimed.forEach((c, i) => centres.set(key(c), points[i]));
  }
  return centres.get(key(control)) ?? null;
}

/**
 * A fresh visit: load, the load event, the delay, then the control's one input. The probe arms
 * itself as the page arrives and the input goes to where the control was found beforehand, so
 * that nothing waits for the page between the delay's end and the input.
 */
async function firstTap(browser: Browser, origin: string, control: FrameControl, route: string, delay: number): Promise<TapResult> {
  const base = { control: control.id, route, delay, label: control.id };
  const step = control.step(route);
  const point = aimOf(control, route) ? await centreOf(browser, origin, control, route) : undefined;
  if (point === null) return { ...base, lost: false, error: 'the control is not on the page' };
  const visit = await openVisit(browser, control.profile, origin, { offerInstall: control.offerInstall });
  try {
    const { page } = visit;
    if (!control.lead) await armOnArrival(visit, route, step);
    await page.goto(route, { waitUntil: 'load', timeout: 60_000 });
    const untilDelay = () => page.waitForTimeout(delay);
    if (!control.lead) {
      await untilDelay();
      return { ...base, ...(await measureAimedStep(page, step, point!)) };
    }
    const blocked = await control.lead(page, route, untilDelay, point);
    if (blocked) return { ...base, lost: true, error: blocked };
    return { ...base, ...(await measureStep(page, step)) };
  } catch (error) {
    return { ...base, lost: false, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await visit.close();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '<16' : `${Math.round(value)} ms`);
const describe = (r: StepResult) => `${r.lost ? 'LOST' : r.answerMs === undefined ? 'n/a' : `${Math.round(r.answerMs)} ms`}, Event Timing ${ms(r.eventMs)}${r.error ? ` (${r.error})` : ''}`;

const started = Date.now();
const loadBefore = loadavg()[0];
// With --script-free, the same pages without their scripts (scripts/lib/scriptFreeBuild.ts): what
// the browser alone answers, the limit this design can reach on this machine.
const scriptFreeDir = resolve(process.env.BENCH_CACHE_DIR ?? 'node_modules/.cache', 'bench-noscript');
if (flags['script-free']) await writeScriptFreeBuild(resolve(process.env.BUILD_DIR ?? 'dist'), scriptFreeDir);
const server = await startServerProcess(
  { DATA_FILE: join(mkdtempSync(join(tmpdir(), 'nuqta-bench-interaction-')), 'leads.db'), ...(flags['script-free'] ? { BUILD_DIR: scriptFreeDir } : {}) },
  Number(flags.port),
);
const browser = await chromium.launch({ ...chromiumFound, args: chromiumArgs });
const taps: TapResult[] = [];
const sequences: Array<{ home: string; steps: StepResult[] }> = [];
try {
  for (const [i, route] of routes.entries())
    for (const control of controls.filter((c) => c.onEveryRoute || i < routesForEveryControl))
      for (const delay of control.offerInstall ? [0] : delays) {
        const result = await firstTap(browser, server.url, control, route, delay);
        taps.push(result);
        console.log(`${control.id} ${route} +${delay} ms: ${describe(result)}`);
      }
  if (runSequence)
    for (const home of [...new Set(routes.map((route) => localizedPath('/', localeOfPath(route))))]) {
      const visit = await openVisit(browser, 'phone', server.url);
      try {
        const steps = await settledSequence(visit, home);
        sequences.push({ home, steps });
        for (const step of steps) console.log(`sequence ${home}: ${step.label}: ${describe(step)}`);
      } catch (error) {
        sequences.push({ home, steps: [{ label: 'the visit', lost: false, error: error instanceof Error ? error.message.split('\n')[0] : String(error) }] });
      } finally {
        await visit.close();
      }
    }
} finally {
  await browser.close();
  await server.stop();
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const tapReport = tapTables(taps, new Map(everyControl.map((c) => [c.id, c.title])));
const sequenceReports = sequences.map(({ home, steps }) => sequenceTable(home, steps));
const everyRoute = everyControl.filter((c) => c.onEveryRoute).map((c) => c.id);
const markdown = [
  `## Interaction bench${flags["script-free"] ? " on the pages without their scripts" : ""} (${new Date().toISOString()}, ${minutes} min, load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end)`,
  '',
  `Phone: Playwright's Pixel 7 at 390×844, touch; desktop: 1280×800, mouse and keyboard. CPU slowed ${cpuSlowdown}× (Emulation.setCPUThrottlingRate), network ${slow4G.latency} ms latency, 1.6 Mbps down, 750 kbps up (Network.emulateNetworkConditions). A fresh context per tap; the install prompt dismissed except for its own measure.`,
  `Answer: from the input's timestamp to the first animation frame showing the answer, or, for a link that loads a document, to that document's first paint (which includes the ${slow4G.latency} ms round trip and the page's transfer, so no such link can answer within ${targets.answerMs} ms here); LOST after 10 s. Event Timing: the longest entry of the input's interaction (durationThreshold 16 ms; hovering is no interaction: its longest pointer event).`,
  `Routes: ${routes.join(', ')} for ${everyRoute.join(', ')}; the first ${routesForEveryControl} for the other controls. Delays after the load event: ${delays.join(', ')} ms (for the menu's Get Started, before the tap that opens the menu; the install dialog's Maybe Later is tapped as soon as the dialog shows).`,
  '',
  tapReport.markdown,
  '',
  ...sequenceReports.flatMap((report) => [report.markdown, '']),
].join('\n');

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/interaction-${new Date().toISOString().replace(/[:.]/g, '-')}`;
writeFileSync(`${file}.json`, JSON.stringify({ date: new Date().toISOString(), minutes: Number(minutes), routes, delays, targets, throttling: { cpuSlowdown, network: slow4G }, summaries: tapReport.summaries, taps, sequences }, null, 2));
writeFileSync(`${file}.md`, `${markdown}\n`);
console.log(`\n${markdown}\nWritten to ${file}.md and .json`);
