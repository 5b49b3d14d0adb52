// A push notification to every member's device that asked for new leads, once a lead is stored.
// Queued after the store's commit, so that the visitor's form never waits for it nor fails by it.
// The payload names the lead and its topic and links to it; the visitor's e-mail, phone and
// message stay in the console, behind the sign-in.
import webPush from 'web-push';
import type { Lead } from '../leads/types.ts';
import { isPushEndpoint, type EndpointRules } from './pushEndpoint.ts';
import type { PushDevice, PushStore } from './pushStore.ts';

export interface LeadPush {
  title: string;
  body: string;
  /** The lead's page in the console. */
  url: string;
  /** One notification per lead on a device, even if sent twice. */
  tag: string;
}

const capitalised = (text: string) => (text.length <= 3 ? text.toUpperCase() : text[0].toUpperCase() + text.slice(1));

/** What a notification shows of a lead: who, which form, about what. */
export function leadPush(lead: Lead): LeadPush {
  // Nothing the visitor wrote about themselves: a notification shows on a locked phone, and
  // nothing of a lead is to reach a service worker. The form, its topic and the reference only.
  const topic = lead.kind === 'contact' ? lead.fields.subject : lead.fields.projectType;
  const form = lead.kind === 'contact' ? 'Contact form' : 'Consultation request';
  return { title: `New lead: ${form}`, body: topic ? `${capitalised(topic)} · ${lead.ref}` : lead.ref, url: `/studio/leads/${lead.ref}`, tag: lead.ref };
}

export interface LeadNotifierOptions {
  push: PushStore;
  /** VAPID_SUBJECT: how a push service can reach the site's owner (mailto: or https:). */
  subject: string;
  endpointRules: EndpointRules;
  log?: (message: string) => void;
}

const sendTimeoutMs = 10_000;
/** Leads waiting for their notifications beyond which more are skipped (a flood, not a sales day): memory stays bounded. */
export const mostQueued = 100;

export function leadNotifier({ push, subject, endpointRules, log = () => undefined }: LeadNotifierOptions) {
  let queue: Promise<void> = Promise.resolve();
  let queued = 0;

  const sendTo = async (device: PushDevice, payload: string, vapid: { publicKey: string; privateKey: string }) => {
    // Checked again: a rule tightened since the device subscribed holds for it too.
    if (!isPushEndpoint(device.endpoint, endpointRules)) return;
    const request = webPush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
      vapidDetails: { subject, ...vapid },
      TTL: 24 * 3600,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    // Sent here rather than by web-push, which only speaks https: a redirect is not followed
    // (it would lead the server elsewhere), and a slow service is given up on.
    const response = await fetch(request.endpoint, { method: request.method, headers: request.headers as Record<string, string>, body: request.body as Buffer<ArrayBuffer>, redirect: 'manual', signal: AbortSignal.timeout(sendTimeoutMs) });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) await push.forget(device.endpoint);
    else if (!response.ok) log(`A push notification was refused by ${new URL(device.endpoint).host} (${response.status}).`);
  };

  const send = async (lead: Lead) => {
    const devices = await push.devicesForLeads();
    if (devices.length === 0) return;
    const vapid = await push.vapidKeys();
    const payload = JSON.stringify(leadPush(lead));
    const results = await Promise.allSettled(devices.map((device) => sendTo(device, payload, vapid)));
    for (const result of results) if (result.status === 'rejected') log(`A push notification for ${lead.ref} failed: ${(result.reason as Error).message}`);
  };

  return {
    /** Sends a notice to the devices of these members (publishing's: an approval asked, a publish failed); resolves once sent. */
    async notifyMembers(memberIds: string[], notice: LeadPush): Promise<void> {
      const devices = await push.devicesOf(memberIds);
      if (devices.length === 0) return;
      const vapid = await push.vapidKeys();
      const payload = JSON.stringify(notice);
      const results = await Promise.allSettled(devices.map((device) => sendTo(device, payload, vapid)));
      for (const result of results) if (result.status === 'rejected') log(`A push notification (${notice.title}) failed: ${(result.reason as Error).message}`);
    },
    /** Queues the notifications for a stored lead (not spam); returns at once. */
    notify(lead: Lead) {
      if (lead.status === 'spam') return;
      if (queued >= mostQueued) return log(`Too many new leads at once: no push notification for ${lead.ref} (it is in the inbox and e-mailed).`);
      queued++;
      queue = queue
        .then(() => send(lead))
        .catch((error) => log(`Push notifications for ${lead.ref}: ${(error as Error).message}`))
        .finally(() => void queued--);
    },
    /** Resolves once every queued notification is sent (shutdown, tests). */
    idle: () => queue,
  };
}

export type LeadNotifier = ReturnType<typeof leadNotifier>;
