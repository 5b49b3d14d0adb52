// The sizes and formats the site's pages need of an image, made with sharp: AVIF and WebP at 640
// and 1280 px wide, named <base>-<width>.<format>. The pages name the 1280 px WebP and derive the
// others from it (src/blocks/article/articleFormat.ts). `npm run images` and the studio's upload
// both write them here, so that an uploaded image is encoded exactly as the build's own.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

export const imageWidths = [640, 1280] as const;
export const imageFormats = ['avif', 'webp'] as const;

/** The file each page names: the largest WebP. */
export const sourceSuffix = '-1280.webp';

const encode = {
  avif: (image: sharp.Sharp) => image.avif({ quality: 50, effort: 6 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 72, effort: 6 }),
};

export interface WrittenSizes {
  /** The files written, `<base>-<width>.<format>`, with their sizes in bytes. */
  files: Array<{ path: string; bytes: number }>;
  /** The 1280 px image's size, for the page's width and height attributes. */
  width: number;
  height: number;
}

/**
 * Writes every size and format of `input` (any image sharp reads) beside `base` (a path without
 * width or extension). The height follows the image's own proportions unless `aspect` (height over
 * width) is given; the image is enlarged when it is narrower than a size.
 */
export async function writeImageSizes(input: Buffer, base: string, aspect?: number): Promise<WrittenSizes> {
  // Sizes as shown, after the EXIF orientation: a phone's portrait photo stays upright.
  const { autoOrient } = await sharp(input).metadata();
  const ratio = aspect ?? autoOrient.height / autoOrient.width;
  await mkdir(base.slice(0, base.lastIndexOf('/')) || '.', { recursive: true });
  const files: WrittenSizes['files'] = [];
  for (const width of imageWidths) {
    const height = Math.round(width * ratio);
    for (const format of imageFormats) {
      const data = await encode[format](sharp(input).autoOrient().resize(width, height, { fit: 'cover' })).toBuffer();
      const path = `${base}-${width}.${format}`;
      await writeFile(path, data);
      files.push({ path, bytes: data.length });
    }
  }
  const largest = imageWidths[imageWidths.length - 1];
  return { files, width: largest, height: Math.round(largest * ratio) };
}
