// A tab panel holding one complete form. With JavaScript it is checked in the browser with the
// server's own rules and sent without a reload; without, the same form posts itself and the
// server renders the outcome into this panel. The inactive panel stays in the page, hidden.
import { useLocation } from 'react-router-dom';
import { useSiteContent } from '../../app/siteContent.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormGuards } from '../../forms/FormGuards.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { FormThanks } from '../../forms/FormThanks.tsx';
import { formEndpoint, formSchemas, pageField } from '../../forms/rules.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { FormField } from './FormField.tsx';
import { formIds, type FieldSpec, type FieldText, type FormKind, type Option } from './formFields.ts';

type Texts = { tabLabel: string; title?: string; submitLabel: string };

interface FormPanelProps<T extends Texts> {
  kind: FormKind;
  texts: T;
  fields: FieldSpec<T>[];
  selected: boolean;
  titleTag: 'h2' | 'h3';
  requiredNote: string;
  chooseLabel: string;
  /** Where "send another" leads without JavaScript: this page, with this tab open. */
  againHref: string;
}

export function FormPanel<T extends Texts>({ kind, texts, fields, selected, titleTag, requiredNote, chooseLabel, againHref }: FormPanelProps<T>) {
  const { locale } = useSiteContent();
  const { formRef, panelRef, state, done, onSubmit, fieldError, initialValue, serverAnswered, serverToken, reset, texts: formTexts } = useFormSubmission(kind);
  const { pathname } = useLocation();
  const sending = state.status === 'sending';
  // Sent back by the server (no JavaScript), the form is on the contact page: it keeps the page it was first sent from.
  const origin = { page: initialValue(pageField) ?? pathname, language: locale };
  return (
    <Box
      ref={panelRef}
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
      {done ? (
        <FormThanks texts={formTexts.sent} reference={state.ref} againHref={againHref} onAgain={reset} autoFocus={serverAnswered} />
      ) : (
        <Box
          component="form"
          ref={formRef}
          method="post"
          action={formEndpoint(kind, locale)}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={texts.title ? formIds.title(kind) : formIds.tab(kind)}
          sx={{ position: 'relative', display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {texts.title && (
            <Typography id={formIds.title(kind)} component={titleTag} variant="h3" sx={{ gridColumn: '1 / -1' }}>
              {texts.title}
            </Typography>
          )}
          <Typography color="text.secondary" sx={{ gridColumn: '1 / -1', fontSize: '0.9375rem' }}>
            {requiredNote}
          </Typography>
          <FormMessage state={state} submitLabel={texts.submitLabel} autoFocus={serverAnswered} />
          <FormGuards honeypotLabel={formTexts.honeypotLabel} serverToken={serverToken} origin={origin} />
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
                error={fieldError(field.name)}
                defaultValue={initialValue(field.name)}
              />
            </Box>
          ))}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" size="large" loading={sending} loadingPosition="start" sx={{ inlineSize: { xs: '100%', sm: 'auto' } }}>
              {sending ? formTexts.sending : texts.submitLabel}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
