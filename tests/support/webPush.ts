// A browser's side of web push, for the tests: a subscription with its own keys (node:crypto),
// and the decryption of what the push service is handed (aes128gcm, RFC 8188 and RFC 8291).
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';

/** A browser's push subscription: its own P-256 key pair and auth secret, as PushSubscription.toJSON() gives them. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/** Decrypts an aes128gcm push message (RFC 8188 and 8291) as the browser would. */
export function decryptPush(body: Buffer, browser: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const ikm = hmac(hmac(browser.auth, shared), Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const key = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zeros of padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

