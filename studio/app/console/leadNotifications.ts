// This device's notifications of new leads: the console's service worker (/studio/push-worker.js,
// which caches nothing), the browser's push subscription with the server's key, and the server's
// copy of it (/studio/api/push/subscription).
import { consoleApi } from './consoleApi.ts';

export type NotificationState = 'unsupported' | 'blocked' | 'off' | 'on';

// /studio itself too (where a member typing the address lands; the site keeps no trailing slash):
// the worker's address allows it (Service-Worker-Allowed, consolePlugin.ts).
const workerScope = '/studio';
const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const registration = () => navigator.serviceWorker.register('/studio/push-worker.js', { scope: workerScope, updateViaCache: 'none' });
const currentSubscription = async () => (await navigator.serviceWorker.getRegistration(workerScope))?.pushManager.getSubscription() ?? null;

/** Whether this device is notified now; a subscription the browser has is given to the server again (it may have dropped it). */
export async function notificationState(): Promise<NotificationState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await consoleApi('POST', 'push/subscription', subscription.toJSON());
  return 'on';
}

/** Asks the browser's permission, subscribes with the server's key and tells the server. */
export async function notifyThisDevice(): Promise<NotificationState> {
  if (!supported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const { publicKey } = await consoleApi<{ publicKey: string }>('GET', 'push/key');
  const worker = await registration();
  await navigator.serviceWorker.ready;
  const subscription = (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await consoleApi('POST', 'push/subscription', subscription.toJSON());
  return 'on';
}

/** Stops this device's notifications, at the server and in the browser. */
export async function stopNotifyingThisDevice(): Promise<NotificationState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await consoleApi('DELETE', 'push/subscription', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
