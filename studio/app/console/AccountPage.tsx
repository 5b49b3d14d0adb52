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
import { useWords } from './ConsoleLook.tsx';
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
  const { account: w, shell } = useWords();
  const time = (at: number) => shortTime(at, shell.locale);
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
    setMessage({ severity: 'info', text: w.makingPasskey });
    try {
      const optionsJSON = await consoleApi<Parameters<typeof startRegistration>[0]['optionsJSON']>('POST', 'passkeys/options', {});
      const response = await startRegistration({ optionsJSON });
      await consoleApi('POST', 'passkeys', { response, name });
      setMessage({ severity: 'success', text: w.passkeyAdded });
      setName('');
      // This session is a passkey one from now on: what needed it opens.
      onPasskeyAdded();
    } catch (error) {
      const cancelled = (error as Error).name === 'NotAllowedError';
      setMessage({ severity: 'error', text: cancelled ? w.noPasskeyMade : (error as Error).message });
    }
    await load();
  };
  const remove = async (passkey: PasskeyView) => {
    await consoleApi('DELETE', `passkeys/${encodeURIComponent(passkey.id)}`).then(
      () => setMessage({ severity: 'success', text: w.passkeyRemoved(passkey.name) }),
      (error: Error) => setMessage({ severity: 'error', text: error.message }),
    );
    await load();
  };
  const endSession = async (session: SessionItem) => {
    await consoleApi('DELETE', `sessions/${session.ref}`).then(() => setMessage({ severity: 'success', text: w.signedOutOf(w.device(session.browser, session.system)) }), failed);
    await load();
  };
  const endOthers = async () => {
    await consoleApi<{ ended: number }>('POST', 'sessions/end-others', {}).then(({ ended }) => setMessage({ severity: 'success', text: w.signedOutOthers(ended) }), failed);
    await load();
  };
  const signOutEverywhere = async () => {
    await consoleApi('POST', 'auth/sign-out-everywhere', {}).catch(() => undefined);
    onSignedOut();
  };

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 800, mx: 'auto', display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h5">
        {w.title}
      </Typography>
      <Box role="status" aria-live="polite">
        {message && <Alert severity={message.severity}>{message.text}</Alert>}
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby="passkeys-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Typography id="passkeys-title" component="h2" variant="h6">
          {w.passkeys}
        </Typography>
        {passkeys.length === 0 ? (
          <Typography>{w.noPasskey}</Typography>
        ) : (
          <List aria-label={w.myPasskeys}>
            {passkeys.map((passkey) => (
              // The button after the text, wrapping under it on a phone (a secondary action sat over the text).
              <ListItem key={passkey.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                <ListItemText primary={passkey.name} secondary={w.passkeyDates(time(passkey.createdAt), passkey.lastUsedAt ? time(passkey.lastUsedAt) : null)} />
                <Button onClick={() => void remove(passkey)}>{w.remove(passkey.name)}</Button>
              </ListItem>
            ))}
          </List>
        )}
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'start' }}>
          <TextField label={w.deviceName} placeholder={w.deviceNameExample} value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" variant="contained">
            {w.addPasskey}
          </Button>
        </Box>
      </Paper>
      {seesLeads && (
        <Paper variant="outlined" component="section" aria-labelledby="notifications-title" sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Typography id="notifications-title" component="h2" variant="h6">
            {w.newLeads}
          </Typography>
          <LeadNotificationsSwitch />
        </Paper>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="sessions-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Typography id="sessions-title" component="h2" variant="h6">
          {w.devices}
        </Typography>
        <Typography>{w.devicesLead}</Typography>
        <List aria-label={w.myDevices}>
          {sessions.map((session) => (
            <ListItem key={session.ref} disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              <ListItemText
                primary={`${w.device(session.browser, session.system)}${session.current ? w.thisDevice : ''}`}
                secondary={w.sessionDates(time(session.createdAt), time(session.lastSeenAt), session.ip)}
              />
              {!session.current && (
                <Button onClick={() => void endSession(session)}>
                  {w.signOutOf(w.device(session.browser, session.system))}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={endOthers} disabled={sessions.length < 2}>
            {w.signOutOthers}
          </Button>
          <Button variant="outlined" color="error" onClick={signOutEverywhere}>
            {w.signOutEverywhere}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
