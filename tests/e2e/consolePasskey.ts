// Signing a member in to the console with a passkey, as the browser does it: a passkey of theirs
// (made in software, stored as one they added is) held by Chromium's virtual authenticator (with
// user verification), then "Sign in with a passkey" on the sign-in page. What publishing, the
// leads and the team need; the link's own way is console.spec.ts's first tests.
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import type { Role } from '../../studio/shared/roles.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { addSoftPasskey } from '../support/softPasskey.ts';
import { consoleNav } from './consoleShell.ts';
import { expect, type Page } from './test.ts';

export async function signInWithPasskey(page: Page, { consoleURL, dataFile }: { consoleURL: string; dataFile: string }, { email, role, name }: { email: string; role: Role; name: string }) {
  const store = openSqliteStore(dataFile);
  let credential;
  try {
    const team = teamStore(store.database);
    const member = (await team.memberByEmail(email)) ?? (await team.addMember({ email, name, role }));
    const passkey = await addSoftPasskey(team, member, consoleURL);
    credential = {
      credentialId: Buffer.from(passkey.id, 'base64url').toString('base64'),
      isResidentCredential: true,
      rpId: new URL(consoleURL).hostname,
      privateKey: passkey.privateKeyPkcs8,
      userHandle: Buffer.from(member.webauthnUserId, 'base64url').toString('base64'),
      signCount: 0,
    };
  } finally {
    await store.close();
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
  await page.goto(`${consoleURL}/studio`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // The console, or what the sign-in page said instead (a refusal is the failure's reason, not a timeout).
  const refusal = page.getByRole('alert').and(page.locator('.MuiAlert-colorError'));
  await expect(consoleNav(page).or(refusal).first()).toBeVisible({ timeout: 30_000 });
  if (await refusal.isVisible()) throw new Error(`The passkey sign-in was refused: ${await refusal.innerText()}`);
  return {
    /** Takes the authenticator away (a test of the page's other browser features after the sign-in). */
    async remove() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.send('WebAuthn.disable');
      await cdp.detach();
    },
  };
}
