// Pages of a site file rendered as the prerender renders them (the server entry's renderPath),
// through Vite's dev server on that file: the same components, without building the whole site.
// For the tests of fixture sites and of the studio's saved file.
import { join } from 'node:path';
import { createServer } from 'vite';
import type { ServerEntry } from '../../src/server/releaseFiles.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { formatProblems, validateSiteFile } from '../../src/server/render/validateSite.ts';

/** The markup inside #root of each path, rendered from `siteFile`. */
export async function renderPathsOf(siteFile: string, paths: string[]): Promise<Record<string, string>> {
  process.env.SITE_FILE = siteFile; // vite.config.ts reads it as it loads
  const server = await createServer({
    configFile: join(projectRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    // Bundled as the build's server entry bundles it: Node's own import of the package's CommonJS
    // file would hand the Arabic pages' style plugin over as a module object.
    ssr: { noExternal: ['stylis-plugin-rtl'] },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { renderPath, siteContents } = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    const validation = validateSiteFile(siteFile);
    if (!validation.ok) throw new Error(formatProblems(validation.problems));
    const contents = siteContents(validation.sites);
    const pages: Record<string, string> = {};
    for (const path of paths) pages[path] = (await renderPath(contents, path)).html;
    return pages;
  } finally {
    await server.close();
    delete process.env.SITE_FILE;
  }
}
