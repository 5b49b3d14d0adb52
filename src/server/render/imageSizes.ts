// The sizes and formats the site's pages need of an image, made with sharp: AVIF and WebP at 640
// and 1280 px wide, named <base>-<width>.<format>. The pages name the 1280 px WebP and derive the
// others from it (src/blocks/article/articleFormat.ts). `npm run images` and the studio's upload
// both write them here, so that an uploaded image is encoded exactly as the build's own.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp, { type Sharp } from 'sharp';

export const imageWidths = [640, 1280] as const;
export const imageFormats = ['avif', 'webp'] as const;

/** The file each page names: the largest WebP. */
export const sourceSuffix = '-1280.webp';

// AVIF at effort 4, not 6: an image's four files took 10 s to make at 6 and take 4 at 4 (the
// studio's upload waits for them), for AVIF files 5 % larger (four of the site's images at both widths: 72 -> 76 KB).
const encode = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 6 }),
};

export interface ImageSizes {
  /** Each size and format: its name's ending ("-640.avif") and its bytes. */
  files: Array<{ suffix: string; data: Buffer }>;
  /** The 1280 px image's size, for the page's width and height attributes. */
  width: number;
  height: number;
}

/**
 * Every size and format of `input` (any image sharp reads). The height follows the image's own
 * proportions unless `aspect` (height over width) is given; the image is enlarged when it is
 * narrower than a size.
 */
export async function imageSizes(input: Buffer, aspect?: number): Promise<ImageSizes> {
  // Sizes as shown, after the EXIF orientation: a phone's portrait photo stays upright.
  const { autoOrient } = await sharp(input).metadata();
  const ratio = aspect ?? autoOrient.height / autoOrient.width;
  const files: ImageSizes['files'] = [];
  for (const width of imageWidths) {
    const height = Math.round(width * ratio);
    for (const format of imageFormats) {
      const data = await encode[format](sharp(input).autoOrient().resize(width, height, { fit: 'cover' })).toBuffer();
      files.push({ suffix: `-${width}.${format}`, data });
    }
  }
  const largest = imageWidths[imageWidths.length - 1];
  return { files, width: largest, height: Math.round(largest * ratio) };
}

/** Writes every size and format of `input` beside `base` (a path without width or extension): `<base>-640.avif`... */
export async function writeImageSizes(input: Buffer, base: string, aspect?: number): Promise<Array<{ path: string; bytes: number }>> {
  const { files } = await imageSizes(input, aspect);
  await mkdir(dirname(base), { recursive: true });
  for (const { suffix, data } of files) await writeFile(`${base}${suffix}`, data);
  return files.map(({ suffix, data }) => ({ path: `${base}${suffix}`, bytes: data.length }));
}
