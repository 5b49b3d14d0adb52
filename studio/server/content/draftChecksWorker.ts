// The console's checks of a draft, in a thread of their own (draftChecks.ts): the schemas and the
// site's rules take about 90 ms a draft (the first, with the schemas' compile, up to a second),
// which would hold up every visitor's request meanwhile on the server's own thread.
import { parentPort } from 'node:worker_threads';
import { checkDraft, problemsOfText } from '../siteFile.ts';
import { siteSchemaValidator } from '../../../scripts/lib/validate-site.ts';
import type { DraftCheck } from './draftChecks.ts';

parentPort!.on('message', ({ id, check }: { id: number; check: DraftCheck }) => {
  try {
    const result = check.kind === 'draft' ? checkDraft(check.site, check.fileLabel, check.files) : { text: check.text, problems: problemsOfText(check.text, check.fileLabel, check.files) };
    parentPort!.postMessage({ id, result });
  } catch (error) {
    parentPort!.postMessage({ id, error: String((error as Error)?.message ?? error) });
  }
});

// Ready before the first draft: the schemas compiled.
siteSchemaValidator();
