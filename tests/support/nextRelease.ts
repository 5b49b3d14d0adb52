// The next release of a build, made from a copy of it in a moment instead of a second build: its
// pages, content files and scripts say other texts (the content files with new names), and its scripts can carry new names, as a build whose code
// changed does (every chunk's hash changes; the old names are gone unless the host keeps each
// release's files). The service worker's list is brought up to date (each entry's revision is its
// file's MD5, as workbox-build writes it) and the brotli and gzip copies are written again, so
// that the server sends the new files.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface NextReleaseOptions {
  /** Texts changed in every page and script: [old, new]. */
  replace: Array<[string, string]>;
  /** Gives every script a new name (the old release's are gone). */
  renameScripts?: boolean;
  /** The host keeps the old release's scripts beside the new ones. */
  keepOldScripts?: boolean;
  /** Files under client/ served as the old release had them: pages from a cache in front of the host, a script from the browser's own cache. */
  oldFiles?: string[];
}

const textFile = /\.(html|js|json|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes a file and its compressed copies, where the build had them. */
function writeWithCopies(file: string, text: string, hadCopies: boolean) {
  writeFileSync(file, text);
  for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
  if (!hadCopies) return;
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/** Copies the build in `from` (dist/ or alike) to `to` as its next release. */
export function makeNextRelease(from: string, to: string, options: NextReleaseOptions): void {
  cpSync(from, to, { recursive: true });
  const client = join(to, 'client');
  const assets = join(client, 'assets');

  // New names: the hash part of each name (its last 8 characters) changes. The content's data
  // files (assets/content/) always get theirs, as a render of other texts names them anew.
  const renames = new Map<string, string>();
  const rename = (name: string, extension: string) => {
    const hash = createHash('sha256').update(`next ${name}`).digest('hex').slice(0, 8);
    renames.set(name, `${name.slice(0, -`12345678${extension}`.length)}${hash}${extension}`);
  };
  if (options.renameScripts) for (const name of readdirSync(assets).filter((name) => name.endsWith('.js'))) rename(name, '.js');
  for (const file of filesUnder(join(assets, 'content')).filter((file) => file.endsWith('.json'))) rename(relative(assets, file), '.json');

  for (const file of filesUnder(to).filter((file) => textFile.test(file))) {
    const before = readFileSync(file, 'utf8');
    let text = before;
    for (const [old, next] of options.replace) text = text.replaceAll(old, next);
    for (const [old, next] of renames) text = text.replaceAll(old, next);
    const name = relative(assets, file);
    const renamed = renames.get(name);
    if (text === before && !renamed) continue;
    const hadCopies = existsSync(`${file}.br`) || existsSync(`${file}.gz`);
    if (renamed) {
      for (const path of [file, `${file}.br`, `${file}.gz`]) rmSync(path, { force: true });
      writeWithCopies(join(assets, renamed), text, hadCopies);
    } else writeWithCopies(file, text, hadCopies);
  }

  if (options.keepOldScripts) {
    for (const name of readdirSync(join(from, 'client/assets')).filter((name) => /\.js(\.br|\.gz)?$/.test(name))) cpSync(join(from, 'client/assets', name), join(assets, name));
    cpSync(join(from, 'client/assets/content'), join(assets, 'content'), { recursive: true, force: false });
  }
  for (const file of options.oldFiles ?? [])
    for (const suffix of ['', '.br', '.gz']) if (existsSync(join(from, 'client', file + suffix))) cpSync(join(from, 'client', file + suffix), join(client, file + suffix));

  // The service worker's list: each revision is its file's MD5 (a page at "/x" is x/index.html).
  const swFile = join(client, 'sw.js');
  const sw = readFileSync(swFile, 'utf8').replace(/\{url:"([^"]+)",revision:"[0-9a-f]+"\}/g, (_entry, url: string) => {
    const path = url === '/' ? 'index.html' : url.startsWith('/') ? `${url.slice(1)}/index.html` : url;
    return `{url:"${url}",revision:"${createHash('md5').update(readFileSync(join(client, path))).digest('hex')}"}`;
  });
  writeWithCopies(swFile, sw, true);
}
