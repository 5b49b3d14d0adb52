// The site's images as thumbnails to pick from, in two lists: those no page names (which can be
// used, or removed from the folder by whoever keeps it), and those in use.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { LibraryImage } from '../../shared/api.ts';
import { imageLabel } from './imageLabel.ts';

interface ImageChoicesProps {
  title: string;
  images: LibraryImage[];
  current?: string;
  onChoose: (image: LibraryImage) => void;
}

export function ImageChoices({ title, images, current, onChoose }: ImageChoicesProps) {
  const headingId = `choices-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title} ({images.length})
      </Typography>
      {images.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None.
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
                aria-label={`${imageLabel(image.src)}, ${image.width} × ${image.height} pixels${isCurrent ? ' (the current image)' : ''}`}
                sx={{ display: 'block', inlineSize: '100%', textAlign: 'start', borderRadius: 1, border: 2, borderColor: isCurrent ? 'primary.main' : 'transparent', p: 0.5, '&:hover': { bgcolor: 'action.hover' } }}
              >
                <Box component="img" src={image.src} alt="" loading="lazy" sx={{ display: 'block', inlineSize: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'grey.200', borderRadius: 0.5 }} />
                <Typography variant="caption" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {imageLabel(image.src)}
                </Typography>
                <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                  {image.width} × {image.height}
                  {isCurrent ? ' · current' : ''}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
