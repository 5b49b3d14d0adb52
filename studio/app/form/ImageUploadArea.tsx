// Where a marketer drops an image or chooses one from their computer: one file at a time, sent as
// it is; the server says what it refuses and why, and that is shown here as it says it.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useStudioWords } from '../studioWords.ts';
import type { LibraryImage } from '../../shared/api.ts';
import { uploadImage } from '../api.ts';

export function ImageUploadArea({ onUploaded }: { onUploaded: (image: LibraryImage) => void }) {
  const words = useStudioWords().image;
  const notTaken = useStudioWords().imageText.notTaken;
  const picker = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [uploading, setUploading] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file || uploading) return;
    setRefusal(undefined);
    setUploading(file.name);
    try {
      onUploaded(await uploadImage(file, notTaken));
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setUploading(undefined);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <Box
      role="group"
      aria-label={words.upload}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        upload(event.dataTransfer.files);
      }}
      sx={{ border: 2, borderStyle: 'dashed', borderColor: over ? 'primary.main' : 'divider', bgcolor: over ? 'action.hover' : undefined, borderRadius: 1, p: 2, textAlign: 'center' }}
    >
      <CloudUploadIcon color="action" />
      <Typography>{words.drop}</Typography>
      <Button variant="outlined" sx={{ my: 1 }} onClick={() => picker.current?.click()} disabled={!!uploading}>
        {words.chooseFile}
      </Button>
      <input ref={picker} type="file" hidden accept="image/jpeg,image/png,image/webp,image/avif" aria-label={words.file} onChange={(event) => upload(event.target.files)} />
      <Typography variant="body2" color="text.secondary">
        {words.rules}
      </Typography>
      {uploading && (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2">{words.uploading(uploading)}</Typography>
          <LinearProgress />
        </Box>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 1, textAlign: 'start' }}>
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
