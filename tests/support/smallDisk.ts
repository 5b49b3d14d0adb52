// A small disk of its own (tmpfs) that a test can fill up, as a server's volume fills up in
// production. Mounting needs root on Linux, as in CI; elsewhere the tests that need it are skipped.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const canMountDisks = process.platform === 'linux' && process.getuid?.() === 0;

export function mountSmallDisk(size: string) {
  const dir = mkdtempSync(join(tmpdir(), 'nuqta-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  return {
    dir,
    /** Takes every byte left. */
    fill() {
      const filler = openSync(join(dir, 'filler'), 'w');
      const block = Buffer.alloc(4096, 1);
      try {
        for (;;) writeSync(filler, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(filler);
      }
    },
    unmount: () => execFileSync('umount', ['--lazy', dir]),
  };
}
