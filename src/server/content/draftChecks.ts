// The console's draft checks (`npm run validate`'s rules and messages) off the server's thread:
// one worker thread (draftChecksWorker.ts), started with the server so that its schemas are
// compiled before the first draft, and started again if it ever stops.
import { Worker } from 'node:worker_threads';
import type { SiteFileOptions } from '../render/validateSite.ts';
import type { StudioProblem } from '../../../studio/shared/api.ts';
import type { SiteCheck } from '../../../studio/shared/siteChecks.ts';

export type DraftCheck =
  | { kind: 'draft'; site: unknown; fileLabel: string; files: SiteFileOptions }
  | { kind: 'text'; text: string; fileLabel: string; files: SiteFileOptions }
  /** The site's checks (warnings, studio/shared/siteChecks.ts) of a saved text. */
  | { kind: 'siteChecks'; text: string };
export interface CheckedDraft {
  /** The draft as site.json would hold it. */
  text: string;
  problems: StudioProblem[];
  /** The site's checks, when asked for. */
  checks?: SiteCheck[];
}

export type DraftChecker = ReturnType<typeof draftChecker>;

export function draftChecker() {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, { resolve: (result: CheckedDraft) => void; reject: (error: Error) => void }>();
  const start = () => {
    const started = new Worker(new URL('./draftChecksWorker.ts', import.meta.url));
    started.unref();
    started.on('message', ({ id, result, error }: { id: number; result?: CheckedDraft; error?: string }) => {
      const asked = pending.get(id);
      pending.delete(id);
      if (error !== undefined) asked?.reject(new Error(error));
      else asked?.resolve(result!);
    });
    // Stopped (a crash, out of memory): what it was asked fails, the next check starts another.
    const stopped = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const asked of pending.values()) asked.reject(error);
      pending.clear();
    };
    started.on('error', stopped);
    started.on('exit', (code) => stopped(new Error(`The draft checks stopped (${code}).`)));
    return started;
  };
  const ask = (check: DraftCheck) =>
    new Promise<CheckedDraft>((resolve, reject) => {
      worker ??= start();
      const id = ++next;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, check });
    });
  worker = start();
  return {
    /** A draft (the site as the page edits it): its text as saved, and its problems. */
    checkDraft: (site: unknown, fileLabel: string, files: SiteFileOptions = {}) => ask({ kind: 'draft', site, fileLabel, files }),
    /** A saved text's problems. */
    problemsOfText: async (text: string, fileLabel: string, files: SiteFileOptions = {}) => (await ask({ kind: 'text', text, fileLabel, files })).problems,
    /** A saved text's warnings: the site's checks, the pages' sizes estimated. */
    siteChecksOfText: async (text: string) => (await ask({ kind: 'siteChecks', text })).checks ?? [],
    close: () => worker?.terminate(),
  };
}
