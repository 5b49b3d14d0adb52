// `node scripts/render-release.ts <release folder> <site file> <public folder>`: validates a
// site.json and renders it with the deployment's already-built code (BUILD_DIR) into the release
// folder, as a console publish does (src/server/render/releaseSteps.ts): no bundler runs. Exits 1 with
// the problems of invalid content.
import { resolve } from 'node:path';
import { ReleaseProblems, renderRelease, validateRelease } from '../src/server/render/releaseSteps.ts';

const [releaseArg, siteArg, publicArg] = process.argv.slice(2);
if (!releaseArg || !siteArg || !publicArg) {
  console.error('Usage: node scripts/render-release.ts <release folder> <site file> <public folder>');
  process.exit(2);
}
try {
  const content = validateRelease(siteArg, publicArg);
  console.log(await renderRelease({ content, buildDir: resolve(process.env.BUILD_DIR ?? 'dist'), releaseDir: resolve(releaseArg), publicDir: resolve(publicArg) }));
} catch (error) {
  if (!(error instanceof ReleaseProblems)) throw error;
  console.error(error.message);
  process.exit(1);
}
