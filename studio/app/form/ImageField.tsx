// An image of site.json (an article's, a project's): its thumbnail, its name and size, "Replace…"
// (upload or pick from the site's images), and what it shows in English and Arabic, both required.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { useStudioWords } from '../studioWords.ts';
import type { LibraryImage } from '../../shared/api.ts';
import { imageLabel } from './imageLabel.ts';
import { ImageLibraryDialog } from './ImageLibraryDialog.tsx';

type Image = { src?: string; alt?: { en?: string; ar?: string }; width?: number; height?: number };
type Errors = { __errors?: string[] } & Record<string, any>;

const languages = [
  { code: 'en', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
] as const;

export function ImageField({ formData, onChange, schema, fieldPathId, errorSchema, required, disabled, readonly, name, uiSchema }: FieldProps<Image>) {
  const id = fieldPathId.$id;
  const image = formData ?? {};
  const errors = (errorSchema ?? {}) as Errors;
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  const words = useStudioWords();
  const [choosing, setChoosing] = useState(false);
  const fileErrors = [...(errors.__errors ?? []), ...['src', 'width', 'height'].flatMap((key) => errors[key]?.__errors ?? [])];

  const choose = (chosen: LibraryImage) => {
    setChoosing(false);
    if (chosen.src === image.src) return;
    // Another picture: the old description would be wrong, so it is to be written again.
    onChange({ ...image, src: chosen.src, width: chosen.width, height: chosen.height, alt: { en: '', ar: '' } }, fieldPathId.path);
  };
  const describe = (code: 'en' | 'ar', text: string) => onChange({ ...image, alt: { en: image.alt?.en ?? '', ar: image.alt?.ar ?? '', [code]: text } }, fieldPathId.path);

  return (
    <Box component="fieldset" aria-labelledby={`${id}__title`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" id={`${id}__title`} sx={{ p: 0, mb: 1 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {image.src && (
          <Box
            component="img"
            src={image.src}
            alt={image.alt?.en ?? ''}
            sx={{ inlineSize: 240, aspectRatio: image.width && image.height ? `${image.width} / ${image.height}` : '16 / 9', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200', border: 1, borderColor: 'divider' }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{image.src ? <bdi>{imageLabel(image.src)}</bdi> : words.image.none}</Typography>
          {image.width && image.height && (
            <Typography variant="body2" color="text.secondary">
              {words.imageText.size(image.width, image.height)}
            </Typography>
          )}
          <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => setChoosing(true)} disabled={disabled || readonly} aria-describedby={`${id}__title`}>
            {words.image.replace}
          </Button>
          {fileErrors.map((error) => (
            <Typography key={error} variant="body2" color="error" sx={{ mt: 1 }}>
              {error}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }} aria-describedby={`${id}_alt__description`}>
        <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
          {words.imageText.title} *
        </Typography>
        <Typography variant="caption" color="text.secondary" id={`${id}_alt__description`} sx={{ display: 'block', mb: 1 }}>
          {words.imageText.help}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          {languages.map(({ code, dir }) => {
            const altErrors: string[] = errors.alt?.[code]?.__errors ?? [];
            return (
              <TextField
                key={code}
                id={`${id}_alt_${code}`}
                label={code === 'en' ? words.english : words.arabic}
                value={image.alt?.[code] ?? ''}
                onChange={(event) => describe(code, event.target.value)}
                disabled={disabled || readonly}
                required
                multiline
                error={altErrors.length > 0}
                helperText={altErrors.join(' ') || undefined}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { lang: code, dir } }}
              />
            );
          })}
        </Box>
      </Box>
      <ImageLibraryDialog open={choosing} current={image.src} onClose={() => setChoosing(false)} onChoose={choose} />
    </Box>
  );
}
