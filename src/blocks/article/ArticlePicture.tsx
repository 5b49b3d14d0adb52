// An article's illustration as a <picture>: AVIF, then WebP, at 640 and 1280 px, with the
// intrinsic size on the <img> so nothing moves when it arrives.
import Box from '@mui/material/Box';
import type { Image } from '../../types/site.ts';
import { imageSources } from './articleFormat.ts';

export interface ArticlePictureProps {
  image: Image;
  /** The sizes attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** The page's main image: loaded at once and first. Otherwise lazily, when near the viewport. */
  priority?: 'high' | 'eager' | 'lazy';
  /** Empty when the text next to the picture already says everything (cards). */
  alt?: string;
  radius?: number;
  /** From tablets up, fill the height of the grid cell (cropping the sides) instead of keeping 16:9. */
  fill?: boolean;
}

export function ArticlePicture({ image, sizes, priority = 'lazy', alt = image.alt, radius = 0, fill = false }: ArticlePictureProps) {
  const sources = imageSources(image.src);
  const ratio = `${image.width} / ${image.height}`;
  const aspectRatio = fill ? { xs: ratio, md: 'auto' } : ratio;
  return (
    <Box component="picture" sx={{ display: 'block', overflow: 'hidden', borderRadius: radius, bgcolor: 'background.paper', aspectRatio }}>
      {sources && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <Box
        component="img"
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        decoding="async"
        {...(priority === 'high' ? { fetchPriority: 'high' as const } : {})}
        sx={{ display: 'block', inlineSize: '100%', blockSize: fill ? { xs: 'auto', md: '100%' } : 'auto', minBlockSize: fill ? { md: 320 } : undefined, aspectRatio, objectFit: 'cover' }}
      />
    </Box>
  );
}
