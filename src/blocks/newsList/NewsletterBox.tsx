// The newsletter box: an e-mail address and Subscribe, sent without a reload (or posted by the
// browser without JavaScript), then a short confirmation in its place.
import { useSiteContent } from '../../app/siteContent.tsx';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormGuards } from '../../forms/FormGuards.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { formEndpoint } from '../../forms/rules.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import type { NewsListBlock } from '../../types/site.ts';

export function NewsletterBox({ texts }: { texts: NewsListBlock['newsletter'] }) {
  const { locale } = useSiteContent();
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();
  const { formRef, panelRef, state, done, onSubmit, fieldError, initialValue, serverAnswered, serverToken, texts: formTexts } = useFormSubmission('newsletter');
  const error = fieldError('email');
  const sending = state.status === 'sending';
  return (
    <Box
      ref={panelRef}
      component="section"
      id="newsletter"
      aria-labelledby={headingId}
      sx={{
        marginBlockStart: { xs: 6, md: 8 },
        padding: { xs: 3, md: 5 },
        borderRadius: 4,
        border: '1px solid rgba(167, 139, 250, 0.35)',
        background: 'linear-gradient(135deg, rgba(167, 139, 250, 0.14), rgba(56, 189, 248, 0.1))',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'center',
      }}
    >
      <div>
        <Typography id={headingId} variant="h3" sx={{ fontSize: 'clamp(1.375rem, 3vw, 1.75rem)', marginBlockEnd: 1 }}>
          {done ? formTexts.subscribed.heading : texts.heading}
        </Typography>
        <Typography color="text.secondary">{texts.text}</Typography>
      </div>
      {done ? (
        <Typography role="status" tabIndex={-1} autoFocus={serverAnswered} data-form-status sx={{ fontSize: '1.125rem', fontWeight: 600, outline: 'none' }}>
          {formTexts.subscribed.text}
        </Typography>
      ) : (
        <Box component="form" ref={formRef} method="post" action={formEndpoint('newsletter', locale)} noValidate onSubmit={onSubmit} aria-labelledby={headingId} sx={{ position: 'relative', display: 'grid', gap: 1.5 }}>
          {/* One field: its own message says what to correct; the form's message is for the rest. */}
          {state.status !== 'invalid' && <FormMessage state={state} submitLabel={texts.buttonLabel} autoFocus={serverAnswered} />}
          <FormGuards honeypotLabel={formTexts.honeypotLabel} serverToken={serverToken} />
          <Box
            sx={{
              display: 'grid',
              columnGap: 1.5,
              rowGap: 0.75,
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
              gridTemplateAreas: { xs: '"label" "input" "error" "button"', sm: '"label ." "input button" "error ."' },
            }}
          >
            <Box component="label" htmlFor={fieldId} sx={{ gridArea: 'label', fontSize: '0.9375rem', fontWeight: 600 }}>
              {texts.emailLabel}
            </Box>
            <Box
              component="input"
              id={fieldId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
              defaultValue={initialValue('email')}
              autoFocus={serverAnswered && Boolean(error)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              sx={{
                gridArea: 'input',
                inlineSize: '100%',
                minBlockSize: 52,
                paddingInline: 2,
                font: 'inherit',
                fontSize: '1rem',
                color: 'text.primary',
                bgcolor: 'background.default',
                border: '1px solid',
                borderColor: error ? 'error.main' : '#7c8aa5',
                borderRadius: 3,
                '&:hover': { borderColor: 'text.secondary' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1, borderColor: 'primary.main' },
              }}
            />
            {error && (
              <Typography id={errorId} color="error" sx={{ gridArea: 'error', fontSize: '0.9375rem' }}>
                {error}
              </Typography>
            )}
            <Button type="submit" variant="contained" size="large" loading={sending} loadingPosition="start" sx={{ gridArea: 'button', minBlockSize: 52, marginBlockStart: { xs: 0.75, sm: 0 } }}>
              {sending ? formTexts.sending : texts.buttonLabel}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
