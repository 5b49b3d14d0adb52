// Every text a visitor reads is { en, ar }: one field with the two languages side by side, the
// Arabic written right to left. Its errors are the validator's, per language.
// A key shows in the field at once; the form follows in a transition (React draws it between
// keys), then the draft and the preview, so that typing in a form of hundreds of fields never waits.
import { startTransition, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import { useFormEcho } from './useFormEcho.ts';
import { useStudioWords } from '../studioWords.ts';

type Bilingual = { en?: string; ar?: string };
const sameText = (a: Bilingual | undefined, b: Bilingual | undefined) => (a?.en ?? '') === (b?.en ?? '') && (a?.ar ?? '') === (b?.ar ?? '');
const languages = [
  { code: 'en', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
] as const;
/** A description in Arabic (fieldDescriptionsAr.ts) reads in the studio's own language and direction. */
const arabicText = /[\u0600-\u06FF]/;

export function BilingualTextField({ formData, onChange, schema, fieldPathId, errorSchema, required, disabled, readonly, name, uiSchema }: FieldProps<Bilingual>) {
  const words = useStudioWords();
  const id = fieldPathId.$id;
  const [value, setValue] = useState<Bilingual>(formData ?? {});
  // The form hands a key back later than the field shows it: its echoes are no news, a value from
  // elsewhere (an undo, a reload) replaces what the field shows.
  const sending = useFormEcho(formData, { same: sameText, shown: () => value, onOutside: (outside) => setValue(outside ?? {}) });
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  // Long texts get a growing box; decided once, so that the field never swaps element while typed in.
  const [multiline] = useState(() => Math.max(value.en?.length ?? 0, value.ar?.length ?? 0) > 70);

  const change = (code: 'en' | 'ar', text: string) => {
    const next = { en: value.en ?? '', ar: value.ar ?? '', [code]: text };
    setValue(next);
    sending(next);
    // An optional text emptied in both languages is no text at all.
    startTransition(() => onChange(!required && !next.en && !next.ar ? undefined : next, fieldPathId.path));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={schema.description ? `${id}__description` : undefined}>
      <Typography component="legend" variant="subtitle2" id={`${id}__title`} sx={{ p: 0 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      {schema.description && (
        // A description left in English (none in Arabic yet) keeps its own direction in an Arabic studio.
        <Typography variant="caption" color="text.secondary" id={`${id}__description`} {...(!arabicText.test(schema.description) && { lang: 'en', dir: 'ltr' })} sx={{ display: 'block', mb: 1, textAlign: 'start' }}>
          {schema.description}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {languages.map(({ code, dir }) => {
          const errors = (errorSchema?.[code] as { __errors?: string[] } | undefined)?.__errors ?? [];
          return (
            <TextField
              key={code}
              id={`${id}_${code}`}
              label={code === 'en' ? words.english : words.arabic}
              value={value[code] ?? ''}
              onChange={(event) => change(code, event.target.value)}
              disabled={disabled || readonly}
              required={required}
              multiline={multiline}
              error={errors.length > 0}
              helperText={errors.join(' ') || undefined}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { lang: code, dir, 'aria-labelledby': `${id}__title ${id}_${code}-label` } }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
