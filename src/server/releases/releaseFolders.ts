// Where an instance keeps the releases it serves: its own folder (RELEASES_DIR), a cache that it
// can make again from the database. A release is content (a version in the database, with the
// uploads); its folder is that content rendered by this deployment's code, so the folders are
// kept by code version (RELEASES_DIR/<code>/<release>): a new deployment renders the live content
// again with its own code, and the folders the old code rendered stay reachable for the pages
// opened on them.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../render/schemas.ts';
import { codeManifestName, prerenderManifestName } from '../releaseFiles.ts';
import type { ContentStore } from '../content/contentStore.ts';
import { uploadsFolder, type UploadStore } from '../images/uploadStore.ts';
import type { ReleaseSteps } from './publisher.ts';
import type { ReleaseStore } from './releaseStore.ts';

/** The deployment's code, as a short name: the same build gives the same name, any change of code another. */
export function codeVersion(buildDir: string): string {
  const hash = createHash('sha256');
  for (const file of [codeManifestName, 'server/entry-server.js']) hash.update(readFileSync(join(buildDir, file)));
  return hash.digest('hex').slice(0, 16);
}

export interface ReleaseFolders {
  /** The folder of a release rendered by this deployment's code. */
  folderOf(id: string): string;
  /** Whether a folder holds a whole release (its manifest is written last). */
  complete(folder: string): boolean;
  /** The folders other deployments' code rendered of a release, on this instance's disk. */
  renderedByOtherCode(id: string): string[];
  /** Every release folder on this disk, with its release's id. */
  all(): Array<{ id: string; folder: string }>;
}

/** The names this module gives (a code version, a release's folder, one being written): nothing else in RELEASES_DIR is ever read or removed. */
const codeName = /^[0-9a-f]{16}$/;
const releaseName = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{6}(\.partial-[0-9a-f]{8})?$/;
const subfolders = (dir: string, name: RegExp) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && name.test(entry.name)).map((entry) => entry.name) : [];

export function releaseFolders(releasesDir: string, code: string): ReleaseFolders {
  if (!codeName.test(code)) throw new Error(`Not a code version: ${code}`);
  const codeDirs = () => subfolders(releasesDir, codeName);
  const complete = (folder: string) => existsSync(join(folder, prerenderManifestName));
  return {
    folderOf: (id) => join(releasesDir, code, id),
    complete,
    renderedByOtherCode: (id) => codeDirs().filter((dir) => dir !== code).map((dir) => join(releasesDir, dir, id)).filter(complete),
    all: () => codeDirs().flatMap((dir) => subfolders(join(releasesDir, dir), releaseName).map((name) => ({ id: name.replace(/\.partial-\w+$/, ''), folder: join(releasesDir, dir, name) }))),
  };
}

/** A release's input: its site.json, and its own public/ (the project's, a few hundred KB, and every uploaded image). */
export async function writeReleaseInput(folder: string, siteText: string, uploads?: UploadStore): Promise<{ siteFile: string; publicDir: string }> {
  const siteFile = join(folder, 'site.json');
  const publicDir = join(folder, 'public');
  await mkdir(folder, { recursive: true });
  await writeFile(siteFile, siteText);
  await cp(join(projectRoot, 'public'), publicDir, { recursive: true });
  if (uploads) {
    await mkdir(join(publicDir, uploadsFolder), { recursive: true });
    for await (const file of uploads.files()) await writeFile(join(publicDir, file.path), file.data);
  }
  return { siteFile, publicDir };
}

export interface RenderHereOptions {
  releases: ReleaseStore;
  content: ContentStore;
  uploads?: UploadStore;
  folders: ReleaseFolders;
  /** The work of a render (a release worker of this deployment's build). */
  steps: () => ReleaseSteps;
}

/**
 * Renders a saved version of the content into a folder with this deployment's code. It was checked
 * when it was saved or published; it is validated again (the render takes what is validated).
 * Written beside its folder, then renamed into place: a folder is whole or absent.
 */
export async function renderVersion(folder: string, siteText: string, { uploads, steps }: { uploads?: UploadStore; steps: () => ReleaseSteps }): Promise<void> {
  const partial = `${folder}.partial-${randomBytes(4).toString('hex')}`;
  const work = steps();
  try {
    const { siteFile, publicDir } = await writeReleaseInput(partial, siteText, uploads);
    await work.validate(siteFile, publicDir);
    await work.build(siteFile, partial, publicDir);
    await rm(publicDir, { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
    await rename(partial, folder);
  } finally {
    work.close?.();
    await rm(partial, { recursive: true, force: true });
  }
}

/**
 * Renders a release that this instance has no folder of (another instance published it, or this
 * deployment's code is new) from what the database holds: its content version and the uploads.
 */
export function renderHere({ releases, content, uploads, folders, steps }: RenderHereOptions) {
  return async (id: string): Promise<void> => {
    const release = await releases.release(id);
    const version = release && (await content.version(release.contentId));
    if (!version) throw new Error(`Release ${id} or its content is not in the database.`);
    await renderVersion(folders.folderOf(id), version.text, { uploads, steps });
  };
}
