// The studio's save: site.json is written exactly as it is formatted today, so that git diff shows
// only the edit; a draft that would fail `npm run validate` is refused with its messages; a file
// changed on disk since the studio loaded it (a hand edit) is never overwritten.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { formatProblems, validateSiteFile } from '../../src/server/render/validateSite.ts';
import { checkDraft, contentHash, formatSite, saveSite } from '../../src/server/content/siteFile.ts';

const originalText = readFileSync(join(projectRoot, 'site.json'), 'utf8');
const original = () => JSON.parse(originalText);

/** The lines a diff (as `git diff` shows it) has as removed and added between two texts. */
function changedLines(before: string, after: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'nuqta-studio-diff-'));
  writeFileSync(join(dir, 'a'), before);
  writeFileSync(join(dir, 'b'), after);
  try {
    execFileSync('diff', ['--unified=0', join(dir, 'a'), join(dir, 'b')], { encoding: 'utf8' });
    return [];
  } catch (error) {
    return String((error as { stdout: string }).stdout)
      .split('\n')
      .filter((line) => /^[-+](?![-+])/.test(line));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the format the studio writes', () => {
  it('is the format of site.json today: parsing and writing it back changes nothing', () => {
    expect(formatSite(original())).toBe(originalText);
  });
});

describe('saving', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nuqta-studio-save-'));
    file = join(dir, 'site.json');
    writeFileSync(file, originalText);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the draft, and the diff is only the edited line', () => {
    const site = original();
    site.routes[0].blocks[0].heading.ar = 'حلول تقنية متقدمة في قطر';
    const result = saveSite(file, site, contentHash(originalText));
    expect(result).toEqual({ status: 'saved', hash: contentHash(readFileSync(file, 'utf8')) });
    const lines = changedLines(originalText, readFileSync(file, 'utf8'));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('+            "ar": "حلول تقنية متقدمة في قطر"');
    // Written beside the file and renamed: nothing else is left in the folder.
    expect(readdirSync(dir)).toEqual(['site.json']);
  });

  it('refuses a draft with problems, with the messages of npm run validate, and leaves the file alone', () => {
    const site = original();
    site.routes[0].blocks[0].heading.en = '';
    site.routes[0].blocks.at(-1).actions[0].href = '/no-such-page';
    const result = saveSite(file, site, contentHash(originalText));
    expect(result.status).toBe('problems');
    // The same lines `npm run validate` prints for that file.
    const written = join(dir, 'draft.json');
    writeFileSync(written, formatSite(site));
    const validated = validateSiteFile(written);
    expect(validated.ok).toBe(false);
    const expected = formatProblems(validated.problems, 'site.json').split('\n');
    expect(result.status === 'problems' && result.problems.map((p) => p.report)).toEqual(expected);
    expect(expected).toEqual([
      expect.stringMatching(/^site\.json:\d+:\d+ route "\/", block 1 \(hero\), at \/routes\/0\/blocks\/0\/heading\/en: must not be empty$/),
      expect.stringMatching(/at \/routes\/0\/blocks\/4\/actions\/0\/href: links to "\/no-such-page", which is not a route of this site/),
    ]);
    expect(readFileSync(file, 'utf8')).toBe(originalText);
  });

  it('refuses to overwrite a hand edit made since the studio loaded the file', () => {
    const loadedHash = contentHash(originalText);
    const handEdit = originalText.replace('"Next-Level IT Solutions In Qatar & GCC"', '"Edited by hand"');
    writeFileSync(file, handEdit);
    const site = original();
    site.routes[0].blocks[0].heading.ar = 'عنوان من الاستوديو';
    const result = saveSite(file, site, loadedHash);
    expect(result.status).toBe('conflict');
    expect(result.status === 'conflict' && result.message).toMatch(/changed on disk after the studio loaded it.*not saved/);
    expect(readFileSync(file, 'utf8')).toBe(handEdit);
    // The answer carries the file as it is now, for the page to merge its draft with.
    expect(result.status === 'conflict' && result.theirs).toMatchObject({ hash: contentHash(handEdit), site: JSON.parse(handEdit) });
    // Once the studio has loaded the new version, its hash is the one to save against.
    expect(saveSite(file, JSON.parse(handEdit), contentHash(handEdit)).status).toBe('saved');
  });
});

describe('checking a draft', () => {
  it('reports removing a route that other pages link to, instead of breaking the links silently', () => {
    const site = original();
    site.routes = site.routes.filter((route: { path: string }) => route.path !== '/pricing');
    const { problems } = checkDraft(site, 'site.json');
    const broken = problems.filter((p) => p.message.startsWith('links to "/pricing", which is not a route of this site'));
    expect(broken.length).toBeGreaterThan(3);
    expect(broken.map((p) => p.pointer)).toContain('/layout/header/links/3/href');
  });

  it('finds nothing in the shipped site', () => {
    expect(checkDraft(original(), 'site.json').problems).toEqual([]);
  });
});
