// A copy of the project as docs/operations.md deploys it: the build output, the server's source and what
// it reads, and only the production dependencies (what `npm install --omit=dev` installs), hard
// linked from this checkout's node_modules. No bundler, no TypeScript, no test tools in it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { projectRoot } from '../../src/server/render/schemas.ts';

/** What a production machine gets of the project besides node_modules (docs/operations.md, "Deploying"). */
export const deployedFiles = ['dist', 'src', 'studio', 'scripts', 'schemas', 'public', 'site.json', 'package.json', 'package-lock.json'];

export function productionCopy(buildDir = join(projectRoot, 'dist')): string {
  const copy = mkdtempSync(join(tmpdir(), 'nuqta-production-'));
  for (const file of deployedFiles) cpSync(file === 'dist' ? buildDir : join(projectRoot, file), join(copy, file), { recursive: true });
  // The installed packages npm counts as production ones, each (with what it nests) linked into place.
  const packages = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: projectRoot, encoding: 'utf8' })
    .split('\n')
    .map((path) => relative(projectRoot, path))
    .filter((path) => path.startsWith(`node_modules${sep}`) && path.split(`node_modules${sep}`).length === 2);
  for (const path of packages) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    execFileSync('cp', ['-al', join(projectRoot, path), join(copy, path)]);
  }
  return copy;
}
