// A member's own account: their passkeys (add one, remove one), notifications of new leads on
// this device (members who see leads), and where they are signed in: each session, ended one by
// one, all but this one, or all.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { startRegistration } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { consoleApi, shortTime } from './consoleApi.ts';
import { LeadNotificationsSwitch } from './LeadNotificationsSwitch.tsx';

interface PasskeyView {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

interface SessionItem {
  ref: string;
  browser: string;
  system: string;
  createdAt: number;
  lastSeenAt: number;
  ip: string | null;
  current: boolean;
}

export function AccountPage({ onSignedOut, onPasskeyAdded, seesLeads }: { onSignedOut: () => void; onPasskeyAdded: () => void; seesLeads: boolean }) {
  const [passkeys, setPasskeys] = useState<PasskeyView[]>([]);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ severity: 'error' | 'success' | 'info'; text: string }>();
  const [sessions, setSessions] = useState<SessionItem[]>([]);
  const failed = (error: Error) => setMessage({ severity: 'error', text: error.message });
  const load = useCallback(
    () => Promise.all([consoleApi<PasskeyView[]>('GET', 'passkeys').then(setPasskeys), consoleApi<SessionItem[]>('GET', 'sessions').then(setSessions)]).catch(failed),
    [],
  );
  useEffect(() => void load(), [load]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setMessage({ severity: 'info', text: 'Follow your browser’s steps to make the passkey…' });
    try {
      const optionsJSON = await consoleApi<Parameters<typeof startRegistration>[0]['optionsJSON']>('POST', 'passkeys/options', {});
      const response = await startRegistration({ optionsJSON });
      await consoleApi('POST', 'passkeys', { response, name });
      setMessage({ severity: 'success', text: 'Passkey added: next time, sign in with it. A device you no longer have still signed in? Sign out there below.' });
      setName('');
      // This session is a passkey one from now on: what needed it opens.
      onPasskeyAdded();
    } catch (error) {
      const cancelled = (error as Error).name === 'NotAllowedError';
      setMessage({ severity: 'error', text: cancelled ? 'No passkey was made.' : (error as Error).message });
    }
    await load();
  };
  const remove = async (passkey: PasskeyView) => {
    await consoleApi('DELETE', `passkeys/${encodeURIComponent(passkey.id)}`).then(
      () => setMessage({ severity: 'success', text: `${passkey.name} removed. If it was lost, sign out on every other device below.` }),
      (error: Error) => setMessage({ severity: 'error', text: error.message }),
    );
    await load();
  };
  const endSession = async (session: SessionItem) => {
    await consoleApi('DELETE', `sessions/${session.ref}`).then(() => setMessage({ severity: 'success', text: `Signed out of ${session.browser} on ${session.system}.` }), failed);
    await load();
  };
  const endOthers = async () => {
    await consoleApi<{ ended: number }>('POST', 'sessions/end-others', {}).then(({ ended }) => setMessage({ severity: 'success', text: `Signed out on ${ended} other ${ended === 1 ? 'device' : 'devices'}.` }), failed);
    await load();
  };
  const signOutEverywhere = async () => {
    await consoleApi('POST', 'auth/sign-out-everywhere', {}).catch(() => undefined);
    onSignedOut();
  };

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 800, mx: 'auto', display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h5">
        My account
      </Typography>
      <Box role="status" aria-live="polite">
        {message && <Alert severity={message.severity}>{message.text}</Alert>}
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="passkeys-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Typography id="passkeys-title" component="h2" variant="h6">
          Passkeys
        </Typography>
        {passkeys.length === 0 ? (
          <Typography>No passkey yet: add one to sign in without waiting for an e-mail.</Typography>
        ) : (
          <List aria-label="My passkeys">
            {passkeys.map((passkey) => (
              <ListItem key={passkey.id} secondaryAction={<Button onClick={() => void remove(passkey)}>Remove {passkey.name}</Button>}>
                <ListItemText primary={passkey.name} secondary={`Added ${shortTime(passkey.createdAt)}${passkey.lastUsedAt ? `, last used ${shortTime(passkey.lastUsedAt)}` : ''}`} />
              </ListItem>
            ))}
          </List>
        )}
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'start' }}>
          <TextField label="Name of this device" placeholder="Work laptop" value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" variant="contained">
            Add a passkey
          </Button>
        </Box>
      </Paper>
      {seesLeads && (
        <Paper variant="outlined" component="section" aria-labelledby="notifications-title" sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Typography id="notifications-title" component="h2" variant="h6">
            New leads
          </Typography>
          <LeadNotificationsSwitch />
        </Paper>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="sessions-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Typography id="sessions-title" component="h2" variant="h6">
          Signed-in devices
        </Typography>
        <Typography>Lost a phone, or signed in on a shared computer? Sign out there from here.</Typography>
        <List aria-label="My signed-in devices">
          {sessions.map((session) => (
            <ListItem key={session.ref} disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              <ListItemText
                primary={`${session.browser} on ${session.system}${session.current ? ' (this device)' : ''}`}
                secondary={`Signed in ${shortTime(session.createdAt)}, last used ${shortTime(session.lastSeenAt)}${session.ip ? `, from ${session.ip}` : ''}`}
              />
              {!session.current && (
                <Button onClick={() => void endSession(session)}>
                  Sign out of {session.browser} on {session.system}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={endOthers} disabled={sessions.length < 2}>
            Sign out on every other device
          </Button>
          <Button variant="outlined" color="error" onClick={signOutEverywhere}>
            Sign out everywhere
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
