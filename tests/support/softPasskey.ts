// A passkey in software, for the server's tests: a P-256 key pair whose public key is stored as
// the console stores one (COSE), and which answers a WebAuthn authentication ceremony as an
// authenticator would (authenticator data, client data, an ES256 signature).
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const base64url = (data: Buffer) => data.toString('base64url');

export function softPasskey({ origin, userHandle }: { origin: string; userHandle: string }) {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const id = base64url(randomBytes(16));
  let counter = 0;
  return {
    id,
    publicKey: new Uint8Array(isoCBOR.encode(cose)) as Uint8Array<ArrayBuffer>,
    /** The answer to a ceremony's challenge; `verified`: the member gave their PIN or fingerprint (UV), else only touched it (UP). */
    answer(challenge: string, { verified = true } = {}): AuthenticationResponseJSON {
      const counterBytes = Buffer.alloc(4);
      counterBytes.writeUInt32BE(++counter);
      const authenticatorData = Buffer.concat([sha256(new URL(origin).hostname), Buffer.from([verified ? 0x05 : 0x01]), counterBytes]);
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { authenticatorData: base64url(authenticatorData), clientDataJSON: base64url(clientDataJSON), signature: base64url(signature), userHandle },
        clientExtensionResults: {},
      };
    },
  };
}
