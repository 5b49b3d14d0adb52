// What replaces a sent form: the thank-you, the lead's reference number, WhatsApp for anyone
// who needs an answer sooner, and a way to send another message.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useSiteContent } from '../app/siteContent.tsx';
import { whatsappHref } from '../layout/contactLinks.ts';
import type { FormTexts } from './messages.ts';

interface FormThanksProps {
  texts: FormTexts['sent'];
  reference?: string;
  againHref: string;
  onAgain: () => void;
  /** On a page the server rendered after a plain post: the thank-you is focused, and so in view, as the page opens. */
  autoFocus: boolean;
}

export function FormThanks({ texts, reference, againHref, onAgain, autoFocus }: FormThanksProps) {
  const { site } = useSiteContent();
  return (
    <Box role="status" tabIndex={-1} autoFocus={autoFocus} data-form-status sx={{ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center', paddingBlock: { xs: 2, md: 4 }, outline: 'none' }}>
      <CheckCircleOutlined aria-hidden="true" sx={{ fontSize: 56, color: 'success.main' }} />
      <Typography component="h3" variant="h3">
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ maxInlineSize: '46ch' }}>
        {texts.text}
      </Typography>
      {reference && (
        <Typography>
          {texts.referenceLabel}:{' '}
          <Box component="strong" dir="ltr" sx={{ fontSize: '1.25rem', letterSpacing: '0.06em', whiteSpace: 'nowrap' }}>
            {reference}
          </Box>
        </Typography>
      )}
      <Typography color="text.secondary">
        {texts.whatsappText}{' '}
        <Link href={whatsappHref(site)} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 650 }}>
          {texts.whatsappLabel}
        </Link>
      </Typography>
      {/* A plain link without JavaScript, so that the form comes back either way. */}
      <Button href={againHref} onClick={(event) => (event.preventDefault(), onAgain())} variant="outlined">
        {texts.againLabel}
      </Button>
    </Box>
  );
}
