// The team's console on the production server (/studio), as its members and others meet it: a
// signed-out visitor gets the sign-in page only; a member signs in with a link from their inbox,
// adds a passkey, signs in with it, and confirms a sensitive act with it ten minutes on; an
// editor changes a heading and uploads an article's image, publishes, sees both on the public
// pages and the image served in its sizes, then rolls it back; two editors save at once and the
// second save merges the first's change; a removed member and a request from another site are
// refused; a member signs out of another device from their list of sessions; the owner invites a
// sales member, whose console offers nothing of the content or the team.
// One server of its own (its releases change the live site), so the tests run one after another.
import { expect, test, type Page } from './test.ts';
import { memberMenu, openSection, signOutOfConsole } from './consoleShell.ts';
import sharp from 'sharp';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { baseURL } from '../../playwright.config.ts';
import type { Role } from '../../studio/shared/roles.ts';
import type { Session } from '../../studio/shared/api.ts';
import { teamStore } from '../../src/server/team/teamStore.ts';
import { e2eLeads, receivedMail } from './leadsData.ts';
import { ownConsoleServer } from './consoleServer.ts';
import { chooseOption, expectAccessible } from './helpers.ts';
import { signInWithPasskey } from './consolePasskey.ts';
import { site } from './siteData.ts';

test.describe.configure({ mode: 'serial' });

const leads = e2eLeads(Number(new URL(baseURL).port));
const server = ownConsoleServer('console', { skipOnPhone: 'the console is a desk tool: one width' });

/** A member, added to the server's database as `npm run team -- invite` does, with a one-time sign-in link. */
async function member(email: string, role: Role, name: string) {
  const store = openSqliteStore(server.dataFile);
  try {
    const team = teamStore(store.database);
    const added = (await team.memberByEmail(email)) ?? (await team.addMember({ email, name, role }));
    return { ...added, link: `${server.url}/studio/sign-in#${await team.createSignInLink(added.id, 15 * 60_000)}` };
  } finally {
    await store.close();
  }
}

/** Signs a member in with their passkey, as publishing, the leads and the team need. */
const signInWithItsPasskey = (page: Page, email: string, role: Role, name: string) => signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, { email, role, name });

async function signInWithLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible({ timeout: 30_000 });
}

test('a signed-out visitor gets the sign-in page and nothing else of the console', async ({ page, request }) => {
  const response = await page.goto(`${server.url}/studio`);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the Nuqta console' })).toBeVisible();
  await expectAccessible(page);
  for (const api of ['me', 'session', 'releases', 'members', 'audit', 'leads', 'leads/stream', 'subscribers']) expect((await request.get(`${server.url}/studio/api/${api}`)).status(), api).toBe(401);
  // The studio's code is not served to anyone signed out.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  expect(scripts.some((name) => name.includes('SignedInConsole'))).toBe(false);
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain('/studio');
});

test('a member signs in with a link from their inbox, adds a passkey, and signs in with it next time', async ({ page, context }) => {
  const sara = await member('sara@nuqta.qa', 'editor', 'Sara Al-Kuwari');
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  await page.goto(`${server.url}/studio`);
  const mailsBefore = receivedMail(leads.mailDir).length;
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill('Sara@Nuqta.qa');
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');
  let mail = '';
  await expect.poll(() => (mail = receivedMail(leads.mailDir).slice(mailsBefore).find((m) => m.includes('sara@nuqta.qa')) ?? '')).not.toBe('');
  const link = /(http:\/\/localhost:\d+\/studio\/sign-in#[\w-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1];
  expect(link).not.toBe(sara.link);
  await signInWithLink(page, link);
  await expect(memberMenu(page, 'Sara Al-Kuwari')).toBeVisible();
  // An editor's console: no Team, no Record.
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText(['Edit', 'Publish']);

  // Signed in with a link: publishing waits for a passkey, and the console says how to get one.
  const linkOnly = page.getByText('You signed in with an e-mailed link. Add a passkey on this device to publish');
  await expect(linkOnly).toBeVisible();
  await openSection(page, 'Publish');
  await expect(page.getByRole('main').getByText('To publish, see leads or manage the team, sign in with your passkey')).toBeVisible();
  await page.getByRole('button', { name: 'Set up a passkey' }).click();
  await page.getByRole('textbox', { name: 'Name of this device' }).fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status')).toContainText('Passkey added');
  await expect(linkOnly).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'My passkeys' })).toContainText('Work laptop');
  await expectAccessible(page);

  await signOutOfConsole(page);
  await expect(page.getByRole('heading', { name: 'Sign in to the Nuqta console' })).toBeVisible();
  // The same link again: used.
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('This sign-in link has been used or has expired');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(memberMenu(page, 'Sara Al-Kuwari')).toBeVisible();

  // More than ten minutes after that sign-in, a sensitive act (removing the passkey) asks for the
  // passkey first (with its user verification), then goes on.
  const store = openSqliteStore(server.dataFile);
  await store.database.query('UPDATE sessions SET proved_at = ? WHERE member_id = ? RETURNING id_hash', [Date.now() - 11 * 60_000, sara.id]);
  await openSection(page, 'My account');
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(page.getByText('No passkey yet')).toBeVisible();
  const actions = (await teamStore(store.database).audit()).filter((entry) => entry.memberEmail === 'sara@nuqta.qa').map((entry) => entry.action);
  await store.close();
  expect(actions.slice(0, 2)).toEqual(['passkey removed', 'confirmed with passkey']);
});

/** What the console never shows a member: a file's name, a command, the server's folders. */
const developerWords = /site\.json|npm run|validate|\/releases\/|\/tmp\//i;

// One publish for both changes: a release's build is most of a minute on a loaded machine.
test('an editor changes a heading and uploads an article’s image, publishes: the public pages show both and serve the image’s sizes; one click rolls it back', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInWithItsPasskey(page, 'ali@nuqta.qa', 'editor', 'Ali Haddad');
  const oldHeading = (site.routes.find((route) => route.path === '/pricing')!.blocks[0] as { heading: string }).heading;
  const newHeading = 'Clear Prices, Published From The Console';

  // The studio in a marketer's words: no file name, command or folder of the server.
  await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes.' })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(developerWords);

  // Edit the /pricing hero's heading in the studio.
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: /^\/pricing\s/ }).click();
  await page.getByRole('listitem').filter({ hasText: /^1\. Hero/ }).getByRole('button', { name: /^1\. Hero/ }).click();
  await page.getByRole('group', { name: /^Heading\b/ }).first().getByRole('textbox', { name: /English/ }).fill(newHeading);
  await expect(page.frameLocator('iframe[title^="Preview of"]').getByRole('heading', { level: 1 })).toHaveText(newHeading);

  // Upload a new image for the first article.
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: 'News articles' }).click();
  const first = site.articles![0];
  const item = page.getByRole('main').getByRole('button', { name: new RegExp(`^1\\. ${first.title.slice(0, 20)}`) });
  const field = page.getByRole('group', { name: /^Image/ }).first();
  await expect(item.or(field).first()).toBeVisible();
  if (await item.isVisible()) await item.click();
  await field.getByRole('button', { name: 'Replace…' }).click();
  const library = page.getByRole('dialog', { name: 'Replace the image' });
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0f766e' } }).png().toBuffer();
  await library.getByLabel('Image file').setInputFiles({ name: 'Doha Office.png', mimeType: 'image/png', buffer: photo });
  await expect(library).toBeHidden({ timeout: 60_000 });
  await expect(field.getByText(/^uploads\/doha-office-[0-9a-f]{6}$/)).toBeVisible();
  // The thumbnail and the preview show the upload before it is published.
  await expect.poll(() => field.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
  const src = `/images/${await field.getByText(/^uploads\/doha-office-/).textContent()}-1280.webp`;
  const card = page.frameLocator('iframe[title^="Preview of"]').locator(`img[src="${src}"]`).first();
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  const altText = (language: string) => page.getByRole('group', { name: /^Text alternative/ }).first().getByRole('textbox', { name: new RegExp(language) });
  await altText('English').fill('Our office in Doha');
  await altText('Arabic').fill('مكتبنا في الدوحة');
  await expect(page.getByRole('status').filter({ hasText: /Checking the draft/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  // The saved content holds the heading (else the save, not the publish, lost it).
  const saved = (await (await page.request.get(new URL('/studio/api/session', page.url()).href)).json()) as Session;
  expect(JSON.stringify(saved.site!.routes.find((route) => route.path === '/pricing')!.blocks[0]), 'the saved /pricing hero').toContain(newHeading);

  await openSection(page, 'Publish');
  await expect(page.getByText('It is not published yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish the saved content' }).click();
  await expect(page.getByRole('list', { name: 'Publishing steps' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows the saved content now' })).toBeVisible({ timeout: 180_000 });
  await expect(page.getByRole('list', { name: 'Publishing steps' }).getByRole('listitem')).toHaveText([/Check the content: done/, /Build the pages: done/, /Check every link and page size: done/, /Make it live: done/]);
  await expect(page.getByRole('list', { name: 'Publishing steps' }).getByRole('listitem').first()).toContainText(/ — The draft is valid: 31 pages in English and in Arabic, \d+ blocks\.$/);
  expect(await page.locator('body').innerText()).not.toMatch(developerWords);

  // A visitor (no session) sees the heading on the next page view, and gets the article's picture
  // from the new release (a release's file, cached as one), in each size and format.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.process.url}/pricing`);
  // Where a release went that was made live but is not served: the server's own lines about releases.
  if ((await visitor.getByRole('heading', { level: 1 }).textContent()) !== newHeading)
    console.log(`The live page kept the old heading; the server said:\n${server.process.output().split('\n').filter((line) => /release/i.test(line)).join('\n')}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newHeading);
  for (const [suffix, type, width] of [['-640.avif', 'image/avif', 640], ['-1280.webp', 'image/webp', 1280]] as const) {
    const response = await visitor.request.get(`${server.process.url}${src.replace('-1280.webp', suffix)}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(type);
    expect(response.headers()['cache-control']).toBe('public, max-age=3600, must-revalidate');
    expect((await sharp(await response.body()).metadata()).width).toBe(width);
  }
  await visitor.goto(`${server.process.url}/news/${first.slug}`);
  await expect(visitor.locator(`img[src="${src}"]`).first()).toHaveAttribute('alt', 'Our office in Doha');

  // What changed, in both languages; then back to the release before.
  const history = page.getByRole('region', { name: 'History' });
  const newest = history.getByRole('article').first();
  // Each release by its time to the second and its author: two published in one minute read apart.
  await expect(newest).toHaveAccessibleName(/^Release of \d{1,2} \w{3}, \d\d:\d\d:\d\d · \S+@\S+$/);
  await newest.getByRole('button', { name: 'What changed' }).click();
  await expect(newest.getByRole('table').filter({ hasText: oldHeading })).toContainText(newHeading);
  await expect(newest.getByRole('table').filter({ hasText: first.title })).toContainText('Our office in Doha');
  const previous = history.getByRole('article').nth(1);
  await previous.getByRole('button', { name: 'Make live again' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make it live' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is live again' })).toBeVisible();
  await visitor.goto(`${server.process.url}/pricing`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldHeading);
  await expectAccessible(page);
  await visitor.close();
});

test('two editors at once: a save that meets the other’s newer version merges it, keeping both changes', async ({ page, browser }) => {
  const ali = await member('ali@nuqta.qa', 'editor', 'Ali Haddad');
  const huda = await member('huda@nuqta.qa', 'editor', 'Huda Nasser');
  const hudaContext = await browser.newContext();
  const hudaPage = await hudaContext.newPage();
  const openContactHero = async (editor: Page) => {
    await editor.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: /^\/contact\s/ }).click();
    await editor.getByRole('listitem').filter({ hasText: /^1\. Hero/ }).getByRole('button', { name: /^1\. Hero/ }).click();
  };
  const englishOf = (editor: Page, field: string) => editor.getByRole('group', { name: new RegExp(`^${field}\\b`) }).first().getByRole('textbox', { name: /English/ });
  await signInWithLink(page, ali.link);
  await signInWithLink(hudaPage, huda.link);
  await openContactHero(page);
  await openContactHero(hudaPage);

  // Both opened the same version; Huda saves first.
  const hudasText = 'Write to us or call: a person in Doha answers within one working day, in English or Arabic.';
  await englishOf(hudaPage, 'Text').fill(hudasText);
  await expect(hudaPage.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await hudaPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(hudaPage.getByText('Saved.', { exact: true })).toBeVisible();
  await hudaContext.close();

  await englishOf(page, 'Heading').fill('Talk To Us Today');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const merged = page.getByRole('alert').filter({ hasText: 'Merged with the version saved at' });
  await expect(merged).toContainText('by huda@nuqta.qa: their changes to Contact Us, block 1 ‘Hero');
  await expect(merged).toContainText('are both kept. Check the preview, then save.');
  await expect(englishOf(page, 'Text')).toHaveValue(hudasText);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  const saved = await (await page.request.get(`${server.url}/studio/api/session`)).json();
  const hero = saved.site.routes.find((route: { path: string }) => route.path === '/contact').blocks[0];
  expect([hero.heading.en, hero.text.en]).toEqual(['Talk To Us Today', hudasText]);
});

test('a removed member is signed out at once, and a request from another site is refused', async ({ page }) => {
  const noor = await member('noor@nuqta.qa', 'editor', 'Noor Saleh');
  const noorContext = await page.context().browser()!.newContext();
  const noorPage = await noorContext.newPage();
  await signInWithLink(noorPage, noor.link);

  await signInWithItsPasskey(page, 'mariam@nuqta.qa', 'owner', 'Mariam Al-Thani');
  // Another site's page cannot make the owner's browser invite anyone.
  const forged = await page.request.post(`${server.url}/studio/api/members`, { headers: { origin: 'https://evil.example' }, data: { email: 'evil@evil.example', role: 'owner' } });
  expect(forged.status()).toBe(403);

  await openSection(page, 'Team');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove: Noor Saleh' }).click();
  await expect(page.getByRole('status')).toContainText('noor@nuqta.qa was removed');
  await expect(page.getByRole('table', { name: 'Members' })).not.toContainText('evil@evil.example');
  await expectAccessible(page);

  // Noor's next step in the console finds her signed out.
  await openSection(noorPage, 'My account');
  await expect(noorPage.getByRole('heading', { name: 'Sign in to the Nuqta console' })).toBeVisible();
  await noorContext.close();

  await openSection(page, 'Record');
  await expect(page.getByRole('table', { name: 'Actions, newest first' })).toContainText('member removed');
});

test('a member sees where they are signed in and signs out of another device: its next request is refused', async ({ page, browser }) => {
  const rana = await member('rana@nuqta.qa', 'editor', 'Rana Karim');
  const phone = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const phonePage = await phone.newPage();
  await signInWithLink(phonePage, rana.link);
  await signInWithLink(page, (await member('rana@nuqta.qa', 'editor', 'Rana Karim')).link);

  await openSection(page, 'My account');
  const devices = page.getByRole('list', { name: 'My signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: '(this device)' })).toContainText(/Chrome on (Linux|Windows|Mac)/);
  await expect(devices).toContainText('Safari on iPhone');
  await expect(devices).toContainText('from 127.0.0.1');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/console-sessions-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Sign out of Safari on iPhone' }).click();
  await expect(page.getByRole('status')).toContainText('Signed out of Safari on iPhone.');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  // The phone's next request finds it signed out, and its next step shows the sign-in page.
  expect((await phonePage.request.get(`${server.url}/studio/api/me`)).status()).toBe(401);
  await openSection(phonePage, 'My account');
  await expect(phonePage.getByRole('heading', { name: 'Sign in to the Nuqta console' })).toBeVisible();
  await phone.close();

  await openSection(page, 'My account');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/console-sessions-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the owner invites a sales member, whose console offers nothing of the content, publishing or the team', async ({ page, browser }) => {
  await signInWithItsPasskey(page, 'mariam@nuqta.qa', 'owner', 'Mariam Al-Thani');
  await openSection(page, 'Team');
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByRole('textbox', { name: 'E-mail' }).fill('salma@nuqta.qa');
  await invite.getByRole('textbox', { name: 'Name' }).fill('Salma Al-Marri');
  await chooseOption(page, invite.getByRole('combobox', { name: 'Role' }), 'Sales');
  await expect(invite).toContainText('Sales: the leads inbox and subscribers, nothing of the content');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('status')).toContainText('salma@nuqta.qa is invited as a sales member.');

  const salma = await member('salma@nuqta.qa', 'sales', 'Salma Al-Marri');
  const salmaContext = await browser.newContext();
  const salmaPage = await salmaContext.newPage();
  await signInWithLink(salmaPage, salma.link);
  const nav = salmaPage.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible();
  for (const name of ['Edit', 'Publish', 'Team', 'Record']) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(memberMenu(salmaPage, 'Salma Al-Marri')).toBeVisible();
  // Signed in with her invitation's link: the inbox waits for her passkey, not one lead shown.
  await openSection(salmaPage, 'Inbox');
  await expect(salmaPage.getByText('To publish, see leads or manage the team, sign in with your passkey')).toBeVisible();
  await expect(salmaPage.getByRole('link', { name: /^NQ-/ })).toHaveCount(0);
  await salmaContext.close();
});
