// A console publish's work, in a process of its own (src/server/releases/publisher.ts asks it
// over IPC, one step after the other): the server's event loop never waits on the schemas'
// compile, the render or the checks' gzipping, and the content is validated once and rendered from
// what was validated. BUILD_DIR is the deployment's build, whose code renders the release.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkRelease, ReleaseProblems, renderRelease, validateRelease, type ValidatedContent } from './releaseSteps.ts';
import { siteSchemaValidator } from './validateSite.ts';

export type ReleaseRequest = { step: 'validate'; siteFile: string; publicDir: string } | { step: 'build'; releaseDir: string; publicDir: string } | { step: 'check'; folder: string };
export type ReleaseReply = { ok: true; summary: string } | { ok: false; message: string; code?: string; problems: boolean };

const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
let content: ValidatedContent | undefined;

async function carryOut(request: ReleaseRequest): Promise<string> {
  switch (request.step) {
    case 'validate':
      content = validateRelease(request.siteFile, request.publicDir);
      return content.summary;
    case 'build':
      if (!content) throw new Error('Nothing was validated to render.');
      return renderRelease({ content, buildDir, releaseDir: request.releaseDir, publicDir: request.publicDir });
    case 'check':
      return checkRelease(request.folder);
  }
}

process.on('message', (request: ReleaseRequest) => {
  carryOut(request).then(
    (summary): ReleaseReply => ({ ok: true, summary }),
    (error: NodeJS.ErrnoException): ReleaseReply => ({ ok: false, message: String(error?.message ?? error), code: error?.code, problems: error instanceof ReleaseProblems }),
  ).then((reply) => process.send!(reply));
});
// The parent gone (a server stopped), the work is of no use.
process.on('disconnect', () => process.exit(0));

// Ready before the first step is asked (a worker is started when the Publish page opens): the
// schemas compiled and the deployment's renderer loaded. A step asked meanwhile waits for this.
siteSchemaValidator();
await import(pathToFileURL(join(buildDir, 'server/entry-server.js')).href);
