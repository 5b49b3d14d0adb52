// Which addresses the server will post a notification to. A subscription names the address
// (its endpoint) and the server calls it for every new lead, so a member's browser, or whoever
// holds a member's session, could otherwise point the server at any address, inside the
// company's network too. Only the browsers' push services are called, over https.

/** The push services of Chrome (and the browsers built on it), Firefox, Edge and Safari. */
export const pushServiceHosts = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com', '*.push.apple.com'];

export interface EndpointRules {
  /** More push services' host names (PUSH_SERVICE_HOSTS), "*." for any subdomain. */
  extraHosts?: string[];
  /** Tests only (PUSH_TEST_LOOPBACK=1): http://127.0.0.1:<port>/…, a push service the test runs. */
  allowLoopbackHttp?: boolean;
}

const hostMatches = (host: string, pattern: string) => (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern);

/** Whether the server may post to this endpoint. */
export function isPushEndpoint(endpoint: string, rules: EndpointRules = {}): boolean {
  if (endpoint.length > 1000) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') return rules.allowLoopbackHttp === true && url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' || (url.port && url.port !== '443')) return false;
  return [...pushServiceHosts, ...(rules.extraHosts ?? [])].some((pattern) => hostMatches(url.hostname, pattern.toLowerCase()));
}

const base64url = /^[A-Za-z0-9_-]+$/;
const bytesOf = (value: unknown) => (typeof value === 'string' && value.length < 200 && base64url.test(value.replace(/=+$/, '')) ? Buffer.from(value, 'base64url') : undefined);

/**
 * A browser's PushSubscription (its toJSON()) as the server keeps it, or the reason it is refused:
 * an endpoint the server may call, a P-256 public key (65 bytes) and a 16-byte secret.
 */
export function readSubscription(body: unknown, rules: EndpointRules): { endpoint: string; p256dh: string; auth: string } | { refused: 'notAPushService' | 'incompleteSubscription' } {
  const { endpoint, keys } = (body && typeof body === 'object' ? body : {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || !isPushEndpoint(endpoint, rules)) return { refused: 'notAPushService' };
  const p256dh = bytesOf(keys?.p256dh);
  const auth = bytesOf(keys?.auth);
  if (p256dh?.length !== 65 || p256dh[0] !== 4 || auth?.length !== 16) return { refused: 'incompleteSubscription' };
  return { endpoint, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
}
