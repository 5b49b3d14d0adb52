// Signing in to the console: a passkey (the browser asks for a fingerprint, a face or the device's
// PIN: nothing to type), or a one-time link by e-mail. Arriving from a link (/studio/sign-in#…)
// signs in at once; the secret after "#" never reaches a server log.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useState, type FormEvent } from 'react';
import { consoleApi, type Me } from './consoleApi.ts';

type Status = { kind: 'idle' } | { kind: 'working'; what: string } | { kind: 'error'; message: string } | { kind: 'sent'; message: string };

export function SignInPage({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [status, setStatus] = useState<Status>(() => (location.hash.length > 1 ? { kind: 'working', what: 'Signing you in…' } : { kind: 'idle' }));
  const [email, setEmail] = useState('');

  useEffect(() => {
    const token = location.hash.slice(1);
    if (!token) return;
    history.replaceState(null, '', '/studio');
    consoleApi<Me>('POST', 'auth/link', { token }).then(onSignedIn, (error: Error) => setStatus({ kind: 'error', message: error.message }));
  }, [onSignedIn]);

  const withPasskey = async () => {
    setStatus({ kind: 'working', what: 'Waiting for your passkey…' });
    try {
      const optionsJSON = await consoleApi<Parameters<typeof startAuthentication>[0]['optionsJSON']>('POST', 'auth/passkey/options', {});
      const response = await startAuthentication({ optionsJSON });
      onSignedIn(await consoleApi<Me>('POST', 'auth/passkey', { response }));
    } catch (error) {
      const cancelled = (error as Error).name === 'NotAllowedError';
      setStatus({ kind: 'error', message: cancelled ? 'No passkey was used. Try again, or get a link by e-mail below.' : (error as Error).message });
    }
  };

  const withLink = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'working', what: 'Sending…' });
    try {
      const { message } = await consoleApi<{ message: string }>('POST', 'auth/email', { email });
      setStatus({ kind: 'sent', message });
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  };

  const working = status.kind === 'working';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420, display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h5">
          Sign in to the Nuqta console
        </Typography>
        <Typography color="text.secondary">For the team that edits and publishes the website.</Typography>
        <Box role="status" aria-live="polite">
          {status.kind === 'working' && <Alert severity="info">{status.what}</Alert>}
          {status.kind === 'error' && <Alert severity="error">{status.message}</Alert>}
          {status.kind === 'sent' && <Alert severity="success">{status.message}</Alert>}
        </Box>
        <Button variant="contained" size="large" onClick={withPasskey} disabled={working}>
          Sign in with a passkey
        </Button>
        <Divider>or</Divider>
        <Box component="form" onSubmit={withLink} sx={{ display: 'grid', gap: 1.5 }}>
          <TextField label="Work e-mail" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          <Button type="submit" variant="outlined" disabled={working}>
            E-mail me a sign-in link
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
