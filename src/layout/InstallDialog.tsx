// The install dialog (SPEC "Install dialog"): iPhone and iPad get Safari's three steps and no
// Install App button; other phones get the benefits, and Install App once the browser offered it.
import { useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSiteContent } from '../app/siteContent.tsx';
import { installState, isIos, rememberDismissal } from '../client/installPrompt.ts';

export default function InstallDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { ui } = useSiteContent();
  const texts = ui.install!;
  const savedPrompt = useSyncExternalStore(installState.subscribe, installState.prompt, () => null);
  const installed = useSyncExternalStore(installState.subscribe, installState.installed, () => false);
  const ios = isIos();
  if (installed) return null;

  const install = async () => {
    if (!savedPrompt) return;
    await savedPrompt.prompt();
    const { outcome } = await savedPrompt.userChoice;
    // A prompt can be used once when accepted; after a refusal the browser may offer it again.
    if (outcome === 'accepted') installState.clearPrompt();
    onClose();
  };
  const later = () => {
    rememberDismissal();
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="install-title" aria-describedby="install-text" fullWidth maxWidth="xs">
      <DialogTitle id="install-title" sx={{ fontWeight: 750 }}>
        {texts.title}
      </DialogTitle>
      <DialogContent>
        <Typography id="install-text" sx={{ marginBlockEnd: 2 }}>
          {texts.text}
        </Typography>
        <Typography component="h3" sx={{ fontWeight: 700, marginBlockEnd: 1 }}>
          {ios ? texts.iosHeading : texts.benefitsHeading}
        </Typography>
        <Typography component={ios ? 'ol' : 'ul'} sx={{ margin: 0, paddingInlineStart: 3, display: 'grid', gap: 0.75, color: 'text.secondary' }}>
          {(ios ? texts.iosSteps : texts.benefits).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2.5, gap: 1 }}>
        <Button onClick={later} color="inherit">
          {texts.laterLabel}
        </Button>
        {!ios && savedPrompt && (
          <Button variant="contained" onClick={() => void install()}>
            {texts.installLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
