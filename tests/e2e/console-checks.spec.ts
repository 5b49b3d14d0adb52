// The site's checks in the console: the Publish page shows the warnings of the version to be
// published, by kind, and publishing goes ahead (they never block); "Go to the field" opens the
// editor at the field. With approval on, the owner sees the requested version's warnings in "What
// it changes", and can still approve it. A server of its own (its releases change its live site).
import { expect, test, type Page } from './test.ts';
import { openSection } from './consoleShell.ts';
import type { Role } from '../../studio/shared/roles.ts';
import { signInWithPasskey } from './consolePasskey.ts';
import { expectAccessible } from './helpers.ts';
import { ownConsoleServer } from './consoleServer.ts';
import { expectArabicPublish, inMemberLanguage } from './publishArabic.ts';

test.describe.configure({ mode: 'serial' });

const server = ownConsoleServer('checks', { skipOnPhone: 'one server for both widths' });
const screenshots = process.env.CHECKS_SCREENSHOTS === '1';

const signIn = (page: Page, email: string, role: Role, name: string) => signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, { email, role, name });
const openPublish = (page: Page) => openSection(page, 'Publish');

/** Saves /pricing with its call to action's first button saying only `label` (the studio's editing has tests of its own). */
async function saveButtonLabel(page: Page, label: string) {
  await page.evaluate(async (label) => {
    const session = await (await fetch('/studio/api/session')).json();
    const pricing = session.site.routes.find((route: { path: string }) => route.path === '/pricing');
    pricing.blocks.find((block: { type: string }) => block.type === 'cta').actions[0].label.en = label;
    const saved = await fetch('/studio/api/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ site: session.site, baseHash: session.hash }) });
    if (!saved.ok) throw new Error(await saved.text());
  }, label);
}

test('Publish shows the warnings of the version to be published and publishes it all the same; an approver sees those of the version asked for', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'noor@nuqta.qa', 'owner', 'Noor Al-Thani');
  await saveButtonLabel(page, 'Click here');
  await page.reload();
  await openPublish(page);
  const checks = page.getByRole('region', { name: /^Checks of the version to be published \(\d+ warnings\)$/ });
  await expect(checks).toBeVisible();
  await checks.getByRole('button', { name: /^Link text that says nothing/ }).click();
  const item = checks.getByRole('listitem').filter({ hasText: 'the link says only “Click here”' });
  await expect(item).toContainText('Pricing, block 4 ‘Call to action');
  if (screenshots) {
    await page.screenshot({ path: 'docs/console/publish-checks-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'docs/console/publish-checks-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await expectAccessible(page);
  // The same in Arabic: the headings, kinds, buttons and the checks' own messages in Arabic.
  await inMemberLanguage(page, server.url, 'ar');
  const checksInArabic = page.getByRole('region', { name: /^فحوص النسخة المراد نشرها \(التحذيرات: \d+\)$/ });
  await checksInArabic.getByRole('button', { name: /^نص رابط لا يقول شيئاً/ }).click();
  const itemInArabic = checksInArabic.getByRole('listitem').filter({ hasText: 'لا يقول الرابط إلا' });
  await expect(itemInArabic.getByRole('button', { name: 'الانتقال إلى الحقل' })).toBeVisible();
  await expectArabicPublish(page, screenshots ? 'publish-checks' : undefined);
  await inMemberLanguage(page, server.url, 'en');
  await checks.getByRole('button', { name: /^Link text that says nothing/ }).click();
  await expect(item).toBeVisible();

  // Not in the way: the publish goes ahead, and the site shows it.
  await page.getByRole('button', { name: 'Publish the saved content' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows the saved content now' })).toBeVisible({ timeout: 120_000 });
  const visitor = await browser.newPage();
  await expect
    .poll(
      async () => {
        await visitor.goto(`${server.process.url}/pricing`);
        return visitor.getByRole('main').getByRole('link', { name: 'Click here' }).count();
      },
      { timeout: 5_000 },
    )
    .toBe(1);
  await visitor.close();

  // "Go to the field" opens the editor there.
  await checks.getByRole('button', { name: 'Go to the field' }).first().click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { name: /^Block 4: Call to action/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Label * English' }).first()).toBeFocused();

  // With approval on, an editor's request: the owner sees its warnings beside what it changes, and may approve it.
  await openPublish(page);
  await page.getByRole('switch', { name: /^Approval: editors ask/ }).click();
  await expect(page.getByRole('switch', { name: /^Approval: editors ask/ })).toBeChecked();
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signIn(editorPage, 'sara@nuqta.qa', 'editor', 'Sara Mansour');
  await saveButtonLabel(editorPage, 'Read more');
  await openPublish(editorPage);
  await editorPage.getByRole('button', { name: 'Ask for approval', exact: true }).click();
  await expect(editorPage.getByRole('status').filter({ hasText: 'Asked: an owner approves it' })).toBeVisible();
  await editorContext.close();

  await page.reload();
  const asked = page.getByRole('region', { name: 'Scheduled and asked for' }).getByRole('article').first();
  await asked.getByRole('button', { name: 'What it changes' }).click();
  const requestChecks = asked.getByRole('region', { name: /^Checks of the version asked for \(\d+ warnings\)$/ });
  await requestChecks.getByRole('button', { name: /^Link text that says nothing/ }).click();
  await expect(requestChecks.getByRole('listitem').filter({ hasText: 'the link says only “Read more”' })).toBeVisible();
  await expect(asked.getByRole('button', { name: 'Approve and publish' })).toBeEnabled();
  await expectAccessible(page);
});
