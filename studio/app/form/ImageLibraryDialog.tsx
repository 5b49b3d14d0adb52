// "Replace…": upload a new image, or pick one the site holds (its public/images). The images no
// page of the draft names are listed apart, first.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useContext, useEffect, useState } from 'react';
import { useStudioWords } from '../studioWords.ts';
import type { LibraryImage } from '../../shared/api.ts';
import { loadImages } from '../api.ts';
import { DraftSite, imagesInUse } from './draftSite.ts';
import { ImageChoices } from './ImageChoices.tsx';
import { ImageUploadArea } from './ImageUploadArea.tsx';

interface ImageLibraryDialogProps {
  open: boolean;
  current?: string;
  onClose: () => void;
  onChoose: (image: LibraryImage) => void;
}

export function ImageLibraryDialog({ open, current, onClose, onChoose }: ImageLibraryDialogProps) {
  const draftSite = useContext(DraftSite);
  const words = useStudioWords().image;
  const [images, setImages] = useState<LibraryImage[]>();
  const [uploads, setUploads] = useState(true);
  const [loadError, setLoadError] = useState<string>();
  useEffect(() => {
    if (!open) return;
    setLoadError(undefined);
    loadImages().then(
      (library) => (setImages(library.images), setUploads(library.uploads)),
      (error: Error) => setLoadError(words.notListed(error.message)),
    );
  }, [open]);

  const inUse = open ? imagesInUse(draftSite()) : new Set<string>();
  const unused = images?.filter((image) => !inUse.has(image.src)) ?? [];
  const used = images?.filter((image) => inUse.has(image.src)) ?? [];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="image-library-title">
      <DialogTitle id="image-library-title">{words.libraryTitle}</DialogTitle>
      <DialogContent dividers>
        {uploads ? (
          <ImageUploadArea onUploaded={onChoose} />
        ) : (
          <Alert severity="info">Uploading a new image is not possible here yet: pick one the site already has.</Alert>
        )}
        <Typography component="h3" variant="h6" sx={{ mt: 3 }}>
          {uploads ? words.orPick : words.pick}
        </Typography>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {!images && !loadError && <CircularProgress size={24} aria-label={words.listing} />}
        {images && (
          <>
            <ImageChoices title={words.unused} images={unused} current={current} onChoose={onChoose} />
            <ImageChoices title={words.used} images={used} current={current} onChoose={onChoose} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
