// The console's draft checks run in a thread of their own (src/server/content/draftChecks.ts),
// off the server's: the same problems and messages as `npm run validate`, and a thread that stops
// fails what it was asked and is started again for the next draft.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { draftChecker, type DraftChecker } from '../../src/server/content/draftChecks.ts';
import { checkDraft } from '../../src/server/content/siteFile.ts';

const site = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
let checks: DraftChecker;
afterEach(async () => void (await checks.close()));

it('finds what the validation finds, with its messages', async () => {
  checks = draftChecker();
  const broken = structuredClone(site);
  broken.routes[0].title.en = '';
  broken.routes[1].blocks[0].type = 'no-such-block';
  const inThread = await checks.checkDraft(broken, 'site.json');
  const here = checkDraft(broken, 'site.json');
  expect(inThread.problems.length).toBeGreaterThan(1);
  expect(inThread).toEqual(here);
  expect((await checks.checkDraft(site, 'site.json')).problems).toEqual([]);
  expect(await checks.problemsOfText(here.text, 'site.json')).toEqual(here.problems);
});

it('a thread that stops fails what it was asked, and the next draft is checked by a new one', async () => {
  checks = draftChecker();
  const asked = checks.checkDraft(site, 'site.json');
  await checks.close();
  await expect(asked).rejects.toThrow(/stopped/);
  expect((await checks.checkDraft(site, 'site.json')).problems).toEqual([]);
});
