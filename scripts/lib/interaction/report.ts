// The interaction bench's tables: every tap, the summaries per control and delay, the targets of
// issue 16 as pass or fail, and the settled sequence.
import type { StepResult } from './visit.ts';

export interface TapResult extends StepResult {
  control: string;
  route: string;
  /** The wait after the load event before the input (or before the input leading to it: the menu for its Get Started). */
  delay: number;
}

/** The targets of issue 16. */
export const targets = { answerMs: 200, eventMs: 200 };

const ms = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value)));
const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : undefined);
const max = (values: number[]) => (values.length ? Math.max(...values) : undefined);
const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
const passFail = (ok: boolean) => (ok ? 'pass' : '**fail**');

const answerCell = (r: StepResult) => (r.error && !r.lost ? 'n/a' : r.lost ? 'LOST' : ms(r.answerMs));
const eventCell = (r: StepResult) => (r.error && !r.lost ? 'n/a' : r.eventMs === undefined ? '<16' : ms(r.eventMs));
const note = (r: StepResult) => [r.newDocument && 'new document: to its first paint', r.note, r.error].filter(Boolean).join('; ');

interface Summary {
  taps: number;
  lost: number;
  failed: number;
  answerMax?: number;
  answerMedian?: number;
  eventMax?: number;
}

function summarize(results: StepResult[]): Summary {
  const answers = results.flatMap((r) => (r.answerMs === undefined ? [] : [r.answerMs]));
  const events = results.flatMap((r) => (r.eventMs === undefined ? [] : [r.eventMs]));
  return {
    taps: results.length,
    lost: results.filter((r) => r.lost).length,
    failed: results.filter((r) => r.error && !r.lost).length,
    answerMax: max(answers),
    answerMedian: median(answers),
    eventMax: max(events),
  };
}

/** Each target met by a set of results: nothing lost (or unmeasured), every answer and every interaction in time. */
function targetsMet(s: Summary) {
  return { noneLost: s.lost === 0 && s.failed === 0, answers: s.lost === 0 && (s.answerMax ?? 0) <= targets.answerMs, events: (s.eventMax ?? 0) < targets.eventMs };
}

export function tapTables(results: TapResult[], controlTitles: Map<string, string>): { markdown: string; summaries: Record<string, Summary & { byDelay: Record<number, Summary> }>; allMet: boolean } {
  const controls = [...new Set(results.map((r) => r.control))];
  const summaries: Record<string, Summary & { byDelay: Record<number, Summary> }> = {};
  for (const control of controls) {
    const ofControl = results.filter((r) => r.control === control);
    const delays = [...new Set(ofControl.map((r) => r.delay))];
    summaries[control] = { ...summarize(ofControl), byDelay: Object.fromEntries(delays.map((d) => [d, summarize(ofControl.filter((r) => r.delay === d))])) };
  }
  const met = controls.map((c) => targetsMet(summaries[c]));
  const allMet = met.every((m) => m.noneLost && m.answers && m.events);

  const lines = [
    '### Targets per control',
    '',
    `No tap lost; every answer visible within ${targets.answerMs} ms of the tap; every Event Timing duration under ${targets.eventMs} ms. Overall: ${passFail(allMet)}.`,
    '',
    '| Control | Taps | Lost | Not measured | Answer max ms | Answer median ms | Event Timing max ms | No tap lost | Answers ≤ 200 ms | Event Timing < 200 ms |',
    '| --- | --: | --: | --: | --: | --: | --: | --- | --- | --- |',
    ...controls.map((c, i) => {
      const s = summaries[c];
      return row([controlTitles.get(c) ?? c, s.taps, s.lost, s.failed, ms(s.answerMax), ms(s.answerMedian), s.eventMax === undefined ? '<16' : ms(s.eventMax), passFail(met[i].noneLost), passFail(met[i].answers), passFail(met[i].events)]);
    }),
    '',
    '### Per control and delay after the load event',
    '',
    'Medians and maxima over the answered taps of every route; lost taps are counted apart.',
    '',
    '| Control | Delay ms | Taps | Lost | Answer max ms | Answer median ms | Event Timing max ms |',
    '| --- | --: | --: | --: | --: | --: | --: |',
    ...controls.flatMap((c) =>
      Object.entries(summaries[c].byDelay).map(([delay, s]) => row([c, delay, s.taps, s.lost, ms(s.answerMax), ms(s.answerMedian), s.eventMax === undefined ? '<16' : ms(s.eventMax)])),
    ),
    '',
    '### Every tap',
    '',
    '| Control | Route | Delay ms | Input at load + ms | Answer ms | Event Timing ms | Note |',
    '| --- | --- | --: | --: | --: | --: | --- |',
    ...results.map((r) => row([r.control, r.route, r.delay, ms(r.inputAfterLoadMs), answerCell(r), eventCell(r), note(r)])),
  ];
  return { markdown: lines.join('\n'), summaries, allMet };
}

export function sequenceTable(home: string, results: StepResult[]): { markdown: string; allMet: boolean } {
  const s = summarize(results);
  const met = targetsMet(s);
  const allMet = met.noneLost && met.answers && met.events;
  const lines = [
    `### Sequence once settled, from ${home}`,
    '',
    `Answer max ${ms(s.answerMax)} ms, Event Timing max ${s.eventMax === undefined ? '<16' : ms(s.eventMax)} ms, ${s.lost} lost: ${passFail(allMet)}.`,
    '',
    '| Step | Answer ms | Event Timing ms | Note |',
    '| --- | --: | --: | --- |',
    ...results.map((r) => row([r.label, answerCell(r), eventCell(r), note(r)])),
  ];
  return { markdown: lines.join('\n'), allMet };
}
