// Every text a visitor reads is { en, ar }: one field with the two languages side by side, the
// Arabic written right to left. Its errors are the validator's, per language.
// A key shows in the field at once; the form follows in a transition (React draws it between
// keys), then the draft and the preview, so that typing in a form of hundreds of fields never waits.
import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';

type Bilingual = { en?: string; ar?: string };
const sameText = (a: Bilingual | undefined, b: Bilingual | undefined) => (a?.en ?? '') === (b?.en ?? '') && (a?.ar ?? '') === (b?.ar ?? '');
const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'ar', label: 'Arabic', dir: 'rtl' },
] as const;

export function BilingualTextField({ formData, onChange, schema, fieldPathId, errorSchema, required, disabled, readonly, name, uiSchema }: FieldProps<Bilingual>) {
  const id = fieldPathId.$id;
  const [value, setValue] = useState<Bilingual>(formData ?? {});
  // What the form hands back lags the keys: a value this field sent
  // since it last caught up is its own, shown already; any other came from outside (an undo, a
  // reload) and replaces what the field shows. Worked out after a commit: a render React drops
  // may have seen a value that never was. The same text in a new object (the form drawn again
  // while a key's report is still on its way) is nothing new: it would take that key back.
  const sent = useRef<Bilingual[]>([]);
  const handled = useRef(formData);
  useLayoutEffect(() => {
    const previous = handled.current;
    handled.current = formData;
    if (sameText(formData, value)) sent.current = [];
    else if (sameText(formData, previous)) return;
    else if (!sent.current.some((text) => sameText(formData, text))) {
      sent.current = [];
      setValue(formData ?? {});
    }
  }, [formData]); // eslint-disable-line react-hooks/exhaustive-deps -- only what the form hands back
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  // Long texts get a growing box; decided once, so that the field never swaps element while typed in.
  const [multiline] = useState(() => Math.max(value.en?.length ?? 0, value.ar?.length ?? 0) > 70);

  const change = (code: 'en' | 'ar', text: string) => {
    const next = { en: value.en ?? '', ar: value.ar ?? '', [code]: text };
    setValue(next);
    // Until the form has this key, it may draw the field again from the text before it (an urgent
    // change elsewhere in the form is drawn first): that text is no news either.
    sent.current = [...(sent.current.length ? sent.current.slice(-100) : [handled.current ?? {}]), next];
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
        <Typography variant="caption" color="text.secondary" id={`${id}__description`} sx={{ display: 'block', mb: 1 }}>
          {schema.description}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {languages.map(({ code, label: languageLabel, dir }) => {
          const errors = (errorSchema?.[code] as { __errors?: string[] } | undefined)?.__errors ?? [];
          return (
            <TextField
              key={code}
              id={`${id}_${code}`}
              label={languageLabel}
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
