// The console's checks of a draft, in a thread of their own (draftChecks.ts): the schemas and the
// site's rules take about 90 ms a draft (the first, with the schemas' compile, up to a second),
// which would hold up every visitor's request meanwhile on the server's own thread; and the site's
// checks of a saved version (its warnings, with the pages' sizes estimated), for the Publish page.
import { parentPort } from 'node:worker_threads';
import { checkDraft, problemsOfText } from './siteFile.ts';
import { siteSchemaValidator } from '../render/validateSite.ts';
import { checkSite } from '../../../studio/shared/siteChecks.ts';
import type { DraftCheck } from './draftChecks.ts';

parentPort!.on('message', async ({ id, check }: { id: number; check: DraftCheck }) => {
  try {
    const result =
      check.kind === 'draft'
        ? checkDraft(check.site, check.fileLabel, check.files)
        : check.kind === 'siteChecks'
          ? { text: check.text, problems: [], checks: await checkSite(JSON.parse(check.text)) }
          : { text: check.text, problems: problemsOfText(check.text, check.fileLabel, check.files) };
    parentPort!.postMessage({ id, result });
  } catch (error) {
    parentPort!.postMessage({ id, error: String((error as Error)?.message ?? error) });
  }
});

// Ready before the first draft: the schemas compiled.
siteSchemaValidator();
