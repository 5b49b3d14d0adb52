// A build's cache of bytes it made before (share cards, compressed copies), one file per key in
// node_modules/.cache: two builds may run at once (a publish from the console beside another).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The bytes kept in `file` (marked as used now), else made by `make` and kept there, written whole. */
export async function cachedFile(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    const now = new Date();
    utimesSync(file, now, now);
    return readFileSync(file);
  } catch {
    // Not made yet (or removed as unused by another build at that moment).
  }
  const data = await make();
  mkdirSync(dirname(file), { recursive: true });
  // Whole or not at all: another build may read it at the same moment.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
  return data;
}

/** Removes the files of `dir` that no build has used for `days`. */
export function removeUnusedFiles(dir: string, days: number): void {
  const before = Date.now() - days * 24 * 3600_000;
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const file = join(dir, name);
    try {
      if (statSync(file).mtimeMs < before) unlinkSync(file);
    } catch {
      // Removed meanwhile by another build.
    }
  }
}
