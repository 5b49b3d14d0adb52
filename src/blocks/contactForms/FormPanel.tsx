import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formSchemas } from '../../forms/rules.ts';
import { FormField } from './FormField.tsx';
import { formActions, formIds, type FieldSpec, type FieldText, type FormKind, type Option } from './formFields.ts';

type Texts = { tabLabel: string; title?: string; submitLabel: string };

interface FormPanelProps<T extends Texts> {
  kind: FormKind;
  texts: T;
  fields: FieldSpec<T>[];
  selected: boolean;
  titleTag: 'h2' | 'h3';
  requiredNote: string;
  chooseLabel: string;
}

// Lead capture wires the sending (checks, fetch, thank-you); until then the scripted form only
// stops the page from reloading. Without JavaScript the same form posts itself to the server.
const holdSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/** A tab panel holding one complete form; the inactive panel stays in the page, hidden. */
export function FormPanel<T extends Texts>({ kind, texts, fields, selected, titleTag, requiredNote, chooseLabel }: FormPanelProps<T>) {
  return (
    <Box
      role="tabpanel"
      id={formIds.panel(kind)}
      aria-labelledby={formIds.tab(kind)}
      hidden={!selected}
      sx={{
        maxInlineSize: 860,
        marginInline: 'auto',
        padding: { xs: 2.5, sm: 4, md: 5 },
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        '&[hidden]': { display: 'none' },
        // Without JavaScript the tabs cannot switch: both forms are shown, one after the other.
        '@media (scripting: none)': { '&[hidden]': { display: 'block' } },
      }}
    >
      <Box
        component="form"
        method="post"
        action={formActions[kind]}
        noValidate
        onSubmit={holdSubmit}
        aria-labelledby={texts.title ? formIds.title(kind) : formIds.tab(kind)}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {texts.title && (
          <Typography id={formIds.title(kind)} component={titleTag} variant="h3" sx={{ gridColumn: '1 / -1' }}>
            {texts.title}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ gridColumn: '1 / -1', fontSize: '0.9375rem' }}>
          {requiredNote}
        </Typography>
        {fields.map((field) => (
          <Box key={field.name} sx={{ gridColumn: field.half ? undefined : '1 / -1', minInlineSize: 0 }}>
            <FormField
              form={kind}
              name={field.name}
              text={texts[field.name] as FieldText}
              type={field.type}
              autoComplete={field.autoComplete}
              required={formSchemas[kind].required.includes(field.name)}
              multiline={field.multiline}
              options={field.options && (texts[field.options] as Option[])}
              chooseLabel={chooseLabel}
            />
          </Box>
        ))}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" size="large" sx={{ inlineSize: { xs: '100%', sm: 'auto' } }}>
            {texts.submitLabel}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
