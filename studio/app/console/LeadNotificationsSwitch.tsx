// "Notify me of new leads on this device": a switch a member who sees leads can put on each of
// their devices (phone, laptop). Placed on My account; small enough for the inbox's header too.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useEffect, useId, useState } from 'react';
import { useWords } from './ConsoleLook.tsx';
import { notificationState, notifyThisDevice, stopNotifyingThisDevice, type NotificationState } from './leadNotifications.ts';

export function LeadNotificationsSwitch() {
  // The help under the switch, for each state: words.account.notifications[state].
  const w = useWords().account.notifications;
  const [state, setState] = useState<NotificationState | 'working'>('working');
  const [error, setError] = useState<string>();
  const helpId = useId();
  useEffect(() => void notificationState().then(setState, () => setState('off')), []);

  const toggle = async (on: boolean) => {
    setState('working');
    setError(undefined);
    try {
      setState(await (on ? notifyThisDevice() : stopNotifyingThisDevice()));
    } catch (failure) {
      setError((failure as Error).message || w.failed);
      setState(await notificationState().catch(() => 'off' as const));
    }
  };

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={state === 'on'} disabled={state === 'working' || state === 'unsupported'} onChange={(event) => void toggle(event.target.checked)} slotProps={{ input: { 'aria-describedby': helpId } }} />}
        label={w.label}
      />
      <FormHelperText id={helpId} error={Boolean(error) || state === 'blocked'} role="status">
        {error ? w.notOn(error) : w[state]}
      </FormHelperText>
    </div>
  );
}
