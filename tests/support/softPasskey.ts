// A passkey in software, for the server's tests: a P-256 key pair whose public key is stored as
// the console stores one (COSE), and which answers a WebAuthn authentication ceremony as an
// authenticator would (authenticator data, client data, an ES256 signature).
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Member, TeamStore } from '../../src/server/team/teamStore.ts';

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
    /** Its private key (PKCS#8, base64), for a browser's virtual authenticator to hold it. */
    privateKeyPkcs8: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    /** The answer to a registration ceremony (attestation "none"), as a browser makes the passkey. */
    registration(challenge: string): RegistrationResponseJSON {
      const credentialId = Buffer.from(id, 'base64url');
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      // rpIdHash, flags (user present and verified, attested credential data), counter 0, AAGUID (none), the credential.
      const authData = Buffer.concat([sha256(new URL(origin).hostname), Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), length, credentialId, Buffer.from(this.publicKey)]);
      const attestationObject = Buffer.from(isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never));
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin, crossOrigin: false }));
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { attestationObject: base64url(attestationObject), clientDataJSON: base64url(clientDataJSON), transports: ['internal'] },
        clientExtensionResults: {},
      };
    },
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

export type SoftPasskey = ReturnType<typeof softPasskey>;

/** A software passkey of the member's, stored as one they added is (their first: named "Test device"). */
export async function addSoftPasskey(team: TeamStore, member: Member, origin: string): Promise<SoftPasskey> {
  const passkey = softPasskey({ origin, userHandle: member.webauthnUserId });
  await team.addPasskey({ id: passkey.id, memberId: member.id, publicKey: passkey.publicKey, counter: 0, transports: ['internal'], name: 'Test device' });
  return passkey;
}

/**
 * Signs in with the passkey through the console's own ceremony, over HTTP (a server process):
 * resolves to the session cookie ("nuqta_session=…").
 */
export async function passkeySignInOver(url: string, passkey: SoftPasskey): Promise<string> {
  const headers = { origin: url, 'content-type': 'application/json' };
  const options = await fetch(`${url}/studio/api/auth/passkey/options`, { method: 'POST', headers, body: '{}' });
  const ceremony = /nuqta_challenge=[^;]+/.exec(options.headers.get('set-cookie') ?? '')![0];
  const { challenge } = await options.json();
  const signedIn = await fetch(`${url}/studio/api/auth/passkey`, { method: 'POST', headers: { ...headers, cookie: ceremony }, body: JSON.stringify({ response: passkey.answer(challenge) }) });
  if (!signedIn.ok) throw new Error(`The passkey sign-in was refused (${signedIn.status}): ${await signedIn.text()}`);
  return /nuqta_session=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')![0];
}
