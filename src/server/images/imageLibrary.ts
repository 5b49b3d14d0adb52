// The images a site holds (its public/images, served as /images): the library the studio offers
// to pick from, and the files behind the preview's <img>. An image written in several sizes
// (src/server/render/imageSizes.ts) is one entry: its 1280 px WebP, the name site.json uses.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { imageFormats, imageWidths, sourceSuffix } from '../render/imageSizes.ts';
import type { LibraryImage } from '../../../studio/shared/api.ts';

const imageFile = /\.(svg|png|jpe?g|webp|avif)$/;
const sizeSuffixes = imageWidths.flatMap((width) => imageFormats.map((format) => `-${width}.${format}`));

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split(sep).join('/'))
    .filter((path) => imageFile.test(path))
    .sort();
}

/** Every image under `imagesDir`, newest first, as site.json would name it ("/images/…"). */
export async function listImages(imagesDir: string): Promise<LibraryImage[]> {
  const files = filesUnder(imagesDir);
  const present = new Set(files);
  // Another size or format of an image whose 1280 px WebP is there is not an image of its own.
  const sizeOfAnother = (path: string) => {
    const suffix = sizeSuffixes.find((ending) => path.endsWith(ending));
    return suffix !== undefined && suffix !== sourceSuffix && present.has(path.slice(0, -suffix.length) + sourceSuffix);
  };
  const images = await Promise.all(
    files
      .filter((path) => !sizeOfAnother(path))
      .map(async (path) => {
        const full = join(imagesDir, path);
        const { width = 0, height = 0 } = await sharp(full).metadata().catch(() => ({ width: 0, height: 0 }));
        return { src: `/images/${path}`, width, height, modified: statSync(full).mtimeMs };
      }),
  );
  return images.sort((a, b) => b.modified - a.modified).map(({ modified: _, ...image }) => image);
}

/** The file behind an /images/… address, if it is one of the images (never a path outside the folder). */
export function imageAt(imagesDir: string, urlPath: string): { path: string; contentType: string } | undefined {
  let relativePath: string;
  try {
    relativePath = decodeURIComponent(urlPath.replace(/^\/images\//, ''));
  } catch {
    return undefined;
  }
  const root = resolve(imagesDir);
  const path = resolve(root, relativePath);
  const contentType = contentTypes[extname(path).toLowerCase()];
  if (!contentType || relative(root, path).startsWith('..') || !path.startsWith(root + sep) || !existsSync(path)) return undefined;
  return { path, contentType };
}

/** Whether an uploaded image of that name exists (any of its sizes). */
export const uploadNameTaken = (imagesDir: string) => (name: string) => sizeSuffixes.some((suffix) => existsSync(join(imagesDir, 'uploads', `${name}${suffix}`)));
