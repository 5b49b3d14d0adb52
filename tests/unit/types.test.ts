// The TypeScript types of site.json are generated from the schemas; the committed file must
// be exactly what the generator gives now, or the app compiles against stale types.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';

describe('src/types/site.ts', () => {
  it('is what json-schema-to-typescript generates from the schemas now', () => {
    const run = spawnSync(process.execPath, ['scripts/generate-types.ts', '--check'], { cwd: projectRoot, encoding: 'utf8' });
    expect(run.error).toBeUndefined();
    expect(run.stderr.replace(/^npm warn .*\n?/gm, ''), run.stdout).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Types are up to date with the schemas.');
  });
});
