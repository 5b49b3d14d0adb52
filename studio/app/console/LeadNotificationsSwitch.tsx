// "Notify me of new leads on this device": a switch a member who sees leads can put on each of
// their devices (phone, laptop). Placed on My account; small enough for the inbox's header too.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useEffect, useId, useState } from 'react';
import { notificationState, notifyThisDevice, stopNotifyingThisDevice, type NotificationState } from './leadNotifications.ts';

const help: Record<NotificationState | 'working', string> = {
  working: 'One moment…',
  on: 'This device shows a notification within seconds of each new lead: the form, its subject and the reference, never the visitor’s name, e-mail, phone or message.',
  off: 'Get a notification on this device within seconds of each new lead.',
  blocked: 'This browser blocks notifications from the console. Allow them in the browser’s site settings, then try again.',
  unsupported: 'This browser cannot show notifications from the console. On an iPhone, add the console to the home screen first.',
};

export function LeadNotificationsSwitch() {
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
      setError((failure as Error).message || 'The browser could not set up notifications.');
      setState(await notificationState().catch(() => 'off' as const));
    }
  };

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={state === 'on'} disabled={state === 'working' || state === 'unsupported'} onChange={(event) => void toggle(event.target.checked)} slotProps={{ input: { 'aria-describedby': helpId } }} />}
        label="Notify me of new leads on this device"
      />
      <FormHelperText id={helpId} error={Boolean(error) || state === 'blocked'} role="status">
        {error ? `Notifications are not on: ${error}` : help[state]}
      </FormHelperText>
    </div>
  );
}
