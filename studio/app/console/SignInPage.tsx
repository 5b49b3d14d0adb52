// Signing in to the console: a passkey (the browser asks for a fingerprint, a face or the device's
// PIN: nothing to type), or a one-time link by e-mail. Arriving from a link (/studio/sign-in#…)
// signs in at once; the secret after "#" never reaches a server log.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { consoleLanguages } from '../../shared/consoleLanguages.ts';
import { consoleApi, type Me } from './consoleApi.ts';
import { useConsoleLook } from './ConsoleLook.tsx';
import { thumbTargets } from './thumbTargets.ts';
import type { SignInWords } from './words/signIn.ts';

/** What the page says: its own words by key (so that they follow a change of language), or the server's refusal as it is. */
type Status =
  | { kind: 'idle' }
  | { kind: 'working'; what: 'signingIn' | 'waitingForPasskey' | 'sending' }
  | { kind: 'error'; message: string }
  | { kind: 'error'; word: 'noPasskeyUsed' }
  | { kind: 'sent' };

export function SignInPage({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const { language, chooseLanguage, words } = useConsoleLook();
  const w: SignInWords = words.signIn;
  const [status, setStatus] = useState<Status>(() => (location.hash.length > 1 ? { kind: 'working', what: 'signingIn' } : { kind: 'idle' }));
  const [email, setEmail] = useState('');

  useEffect(() => {
    const token = location.hash.slice(1);
    if (!token) return;
    history.replaceState(null, '', '/studio');
    consoleApi<Me>('POST', 'auth/link', { token }).then(onSignedIn, (error: Error) => setStatus({ kind: 'error', message: error.message }));
  }, [onSignedIn]);

  const withPasskey = async () => {
    setStatus({ kind: 'working', what: 'waitingForPasskey' });
    try {
      const optionsJSON = await consoleApi<Parameters<typeof startAuthentication>[0]['optionsJSON']>('POST', 'auth/passkey/options', {});
      const response = await startAuthentication({ optionsJSON });
      onSignedIn(await consoleApi<Me>('POST', 'auth/passkey', { response }));
    } catch (error) {
      const cancelled = (error as Error).name === 'NotAllowedError';
      setStatus(cancelled ? { kind: 'error', word: 'noPasskeyUsed' } : { kind: 'error', message: (error as Error).message });
    }
  };

  const withLink = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'working', what: 'sending' });
    try {
      // The server's answer (202) is its English sentence: the page says the same in its own words.
      await consoleApi<{ message: string }>('POST', 'auth/email', { email });
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  };

  const working = status.kind === 'working';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100', ...thumbTargets }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420, display: 'grid', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={w.language}
          value={language}
          onChange={(_event, next) => next && chooseLanguage(next)}
          sx={{ justifySelf: 'end' }}
        >
          {consoleLanguages.map((option) => (
            <ToggleButton key={option} value={option} lang={option} sx={{ textTransform: 'none', paddingInline: 1.5 }}>
              {words.shell.languageName[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography component="h1" variant="h5">
          {w.title}
        </Typography>
        <Typography color="text.secondary">{w.lead}</Typography>
        <Box role="status" aria-live="polite">
          {status.kind === 'working' && <Alert severity="info">{w[status.what]}</Alert>}
          {status.kind === 'error' && <Alert severity="error">{'word' in status ? w[status.word] : status.message}</Alert>}
          {status.kind === 'sent' && <Alert severity="success">{w.linkSent}</Alert>}
        </Box>
        <Button variant="contained" size="large" onClick={withPasskey} disabled={working}>
          {w.withPasskey}
        </Button>
        <Divider>{w.or}</Divider>
        <Box component="form" onSubmit={withLink} sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            label={w.email}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <Button type="submit" variant="outlined" disabled={working}>
            {w.sendLink}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
