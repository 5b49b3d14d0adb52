// The site's images as thumbnails to pick from, in two lists: those no page names (which can be
// used, or removed from the folder by whoever keeps it), and those in use.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { LibraryImage } from '../../shared/api.ts';
import { useId } from 'react';
import { imageLabel } from './imageLabel.ts';
import { useStudioWords } from '../studioWords.ts';

interface ImageChoicesProps {
  title: string;
  images: LibraryImage[];
  current?: string;
  onChoose: (image: LibraryImage) => void;
}

export function ImageChoices({ title, images, current, onChoose }: ImageChoicesProps) {
  // An id of its own: an Arabic title has no letters \w would keep, and the two lists' ids would be the same.
  const headingId = useId();
  const words = useStudioWords().imageText;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title} ({images.length})
      </Typography>
      {images.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {words.noImages}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
        {images.map((image) => {
          const isCurrent = image.src === current;
          return (
            <li key={image.src}>
              <ButtonBase
                onClick={() => onChoose(image)}
                aria-pressed={isCurrent}
                aria-label={words.choice(imageLabel(image.src), image.width, image.height, isCurrent)}
                sx={{ display: 'block', inlineSize: '100%', textAlign: 'start', borderRadius: 1, border: 2, borderColor: isCurrent ? 'primary.main' : 'transparent', p: 0.5, '&:hover': { bgcolor: 'action.hover' } }}
              >
                <Box component="img" src={image.src} alt="" loading="lazy" sx={{ display: 'block', inlineSize: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'grey.200', borderRadius: 0.5 }} />
                <Typography variant="caption" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {imageLabel(image.src)}
                </Typography>
                <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                  {image.width} × {image.height}
                  {isCurrent ? words.currentMark : ''}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
