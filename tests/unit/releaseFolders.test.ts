// An instance's release folders: kept by code version, and nothing in RELEASES_DIR that this code
// did not name is ever listed (so never removed), should the variable point at a folder of other things.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { codeVersion, releaseFolders } from '../../src/server/releases/releaseFolders.ts';

const release = '2026-12-07T01-41-29-443Z-0a1b2c';

it('lists only the releases this code named, by code version', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nuqta-folders-'));
  const mine = releaseFolders(dir, '00000000000000aa');
  mkdirSync(join(mine.folderOf(release), 'client'), { recursive: true });
  writeFileSync(join(mine.folderOf(release), 'prerender-manifest.json'), '{}');
  mkdirSync(join(dir, '00000000000000bb', release), { recursive: true });
  writeFileSync(join(dir, '00000000000000bb', release, 'prerender-manifest.json'), '{}');
  mkdirSync(join(dir, '00000000000000aa', `${release}.partial-0f0f0f0f`), { recursive: true });
  // Not ours: a project's folders, a database, a folder of some other tool.
  mkdirSync(join(dir, 'src', 'server'), { recursive: true });
  writeFileSync(join(dir, 'leads.db'), '');
  mkdirSync(join(dir, '00000000000000aa', 'notes'), { recursive: true });

  expect(mine.all().map(({ id, folder }) => [id, folder.slice(dir.length + 1)])).toEqual(
    expect.arrayContaining([
      [release, `00000000000000aa/${release}`],
      [release, `00000000000000aa/${release}.partial-0f0f0f0f`],
      [release, `00000000000000bb/${release}`],
    ]),
  );
  expect(mine.all()).toHaveLength(3);
  expect(mine.complete(mine.folderOf(release))).toBe(true);
  expect(mine.renderedByOtherCode(release)).toEqual([join(dir, '00000000000000bb', release)]);
  expect(() => releaseFolders(dir, '../src')).toThrow(/Not a code version/);
});

it('names the code by its manifest and server entry: another build of other code, another name', () => {
  const build = (entry: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'nuqta-code-'));
    mkdirSync(join(dir, 'server'));
    writeFileSync(join(dir, 'code-manifest.json'), '{"entryChunks":["assets/app-1.js"]}');
    writeFileSync(join(dir, 'server/entry-server.js'), entry);
    return dir;
  };
  expect(codeVersion(build('export const a = 1;'))).toBe(codeVersion(build('export const a = 1;')));
  expect(codeVersion(build('export const a = 2;'))).not.toBe(codeVersion(build('export const a = 1;')));
  expect(codeVersion(build('x'))).toMatch(/^[0-9a-f]{16}$/);
});
