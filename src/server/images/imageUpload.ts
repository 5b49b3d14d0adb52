// An image a marketer uploads: checked (size, kind, dimensions), named from its file name, and
// written in the sizes and formats the pages need (src/server/render/imageSizes.ts, as `npm run images`).
// The answers name the file and say what the studio takes, in a marketer's words.
import sharp from 'sharp';
import { imageSizes, sourceSuffix } from '../render/imageSizes.ts';
import { Refusal, refusalText, type RefusalCode } from '../../../studio/shared/refusalWords.ts';

/** The largest file the studio takes: a photo from a phone or a camera fits; a poster-sized scan does not. */
export const largestUploadBytes = 10 * 1024 * 1024;
/** Narrower images would look blurred at the site's 1280 px. */
export const narrowestImage = 640;
/** Past this, decoding alone would take the server's memory (a small file can hold a huge picture). */
export const largestSide = 8000;
const readableFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);

export const acceptedKinds = 'JPEG, PNG, WebP or AVIF';

/** An upload refused: its message the English (the local studio's), its code and arguments for the console's member's language. */
export class UploadRefused<Code extends RefusalCode = RefusalCode> extends Refusal<Code> {}

/** The uploaded file's name as the page sends it (X-File-Name, URI-encoded): only ever a label and the start of a new name. */
export function uploadFileName(header: unknown): string {
  try {
    return decodeURIComponent(String(header ?? 'image'));
  } catch {
    return 'image';
  }
}

/** The file's own name, without its folders. */
export const shownFileName = (fileName: string) => fileName.split(/[\\/]/).pop() ?? '';

/** What a marketer reads when a file is past largestUploadBytes (the console says it in the member's language: refusal 'imageTooLarge'). */
export const tooLargeMessage = (fileName: string) => refusalText('en', 'imageTooLarge', shownFileName(fileName), largestUploadBytes / 1024 / 1024);

/** A plain name for the uploaded file: its last part only (never a folder), lower case, letters, digits and hyphens. */
export function slugFromFileName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  const slug = last
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  // A name of only Arabic letters, say, has nothing left: it is still an image.
  return slug || 'image';
}

/** `slug`, or `slug-2`, `slug-3`... : the first name no image has yet. */
export function freeName(slug: string, taken: (name: string) => boolean): string {
  if (!taken(slug)) return slug;
  for (let n = 2; ; n++) if (!taken(`${slug}-${n}`)) return `${slug}-${n}`;
}

const looksLikeSvg = (fileName: string, bytes: Buffer) =>
  /\.svgz?$/i.test(fileName) || /^\s*(<\?xml|<!--|<svg|<!DOCTYPE svg)/i.test(bytes.subarray(0, 512).toString('utf8'));

/** Refuses what the site should not show; returns the image's width and height. */
export async function checkUpload(fileName: string, bytes: Buffer): Promise<{ width: number; height: number }> {
  const name = shownFileName(fileName);
  if (bytes.length > largestUploadBytes) throw new UploadRefused(422, 'imageFileTooBig', name, (bytes.length / 1024 / 1024).toFixed(1), largestUploadBytes / 1024 / 1024);
  if (looksLikeSvg(fileName, bytes)) throw new UploadRefused(422, 'imageIsSvg', name, acceptedKinds);
  let format: string | undefined;
  let size: { width: number; height: number } | undefined;
  try {
    const metadata = await sharp(bytes).metadata();
    format = metadata.format;
    size = metadata.autoOrient;
  } catch {
    // Not an image at all: said below.
  }
  if (!format || !size || !readableFormats.has(format))
    throw new UploadRefused(422, 'notAnImage', name, acceptedKinds);
  if (Math.max(size.width, size.height) > largestSide) throw new UploadRefused(422, 'imageTooManyPixels', name, size.width, size.height, largestSide);
  if (size.width < narrowestImage) throw new UploadRefused(422, 'imageTooNarrow', name, size.width, narrowestImage);
  return size;
}

export interface PreparedUpload {
  /** The value of the image's "src" in site.json: its 1280 px WebP, under /images/uploads/. */
  src: string;
  width: number;
  height: number;
  /** The files to keep under /images/uploads/: "<name>-640.avif"... */
  files: Array<{ name: string; data: Buffer }>;
}

/**
 * Checks an upload and makes its sizes and formats, named `<name>-<width>.<format>` where the name
 * comes from the file's (through `nameFrom`, if given). `taken` says whether an uploaded image of that name exists already: an
 * upload never replaces another image's files.
 */
export async function prepareUpload(fileName: string, bytes: Buffer, taken: (name: string) => boolean, nameFrom: (slug: string) => string = (slug) => slug): Promise<PreparedUpload> {
  await checkUpload(fileName, bytes);
  const name = freeName(nameFrom(slugFromFileName(fileName)), taken);
  const { files, width, height } = await imageSizes(bytes);
  return { src: `/images/uploads/${name}${sourceSuffix}`, width, height, files: files.map(({ suffix, data }) => ({ name: `${name}${suffix}`, data })) };
}
