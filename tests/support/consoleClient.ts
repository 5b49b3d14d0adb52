// The console's API as a member's browser calls it, against a server process (loadHarness): signed
// in with a passkey of theirs (in software), then JSON with the console's Origin and cookie.
import type { ServerProcess } from '../../scripts/lib/loadHarness.ts';
import type { Member, TeamStore } from '../../src/server/team/teamStore.ts';
import { addSoftPasskey, passkeySignInOver } from './softPasskey.ts';

export type ConsoleCall = (method: string, path: string, body?: unknown) => Promise<any>;

/** Signs the member in on that instance with a passkey of theirs (what publishing and the leads need); resolves to their calls to its /studio/api/. */
export async function consoleClient(instance: ServerProcess, team: TeamStore, member: Member): Promise<ConsoleCall> {
  const cookie = await passkeySignInOver(instance.url, await addSoftPasskey(team, member, instance.url));
  return async (method, path, body) =>
    (await fetch(`${instance.url}/studio/api/${path}`, { method, headers: { origin: instance.url, cookie, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined })).json();
}

/** Saves the pricing page with another heading and publishes it; resolves to the release once live (throws if it failed). */
export async function publishPricingHeading(call: ConsoleCall, heading: string): Promise<{ id: string }> {
  const session = await call('GET', 'session');
  session.site.routes.find((route: { path: string }) => route.path === '/pricing').blocks[0].heading.en = heading;
  const saved = await call('POST', 'save', { site: session.site, baseHash: session.hash });
  if (saved.status !== 'saved') throw new Error(`Not saved: ${JSON.stringify(saved)}`);
  const { hash } = await call('GET', 'content');
  const { release } = await call('POST', 'publish', { baseHash: hash });
  for (let wait = 0; wait < 240; wait++) {
    const { status, error } = await call('GET', `releases/${release.id}`);
    if (status === 'live') return release;
    if (status === 'failed') throw new Error(`The publish failed: ${error}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The publish did not finish in a minute.');
}

/** The pricing page's heading as a visitor gets it. */
export const pricingHeading = async (instance: ServerProcess) => /<h1[^>]*>([^<]*)/.exec(await (await fetch(`${instance.url}/pricing`)).text())?.[1];
