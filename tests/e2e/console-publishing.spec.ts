// Publishing as a team with the site's approval on, and publishing at a time, in the console: the
// owner switches approval on; an editor can no longer publish (nor can the API) and asks instead;
// the owner is e-mailed, sees what changed and approves, which publishes it; a request sent back
// reaches the editor with its note. The owner schedules a publish in Qatar time, changes its time,
// cancels another; the server's clock moved past it (SIGUSR2, tests/support/laterClock.ts), the
// site shows it within seconds. A server of its own (its releases change its live site).
import { resolve } from 'node:path';
import { expect, test, type Page } from './test.ts';
import { openSection } from './consoleShell.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { baseURL } from '../../playwright.config.ts';
import type { Role } from '../../studio/shared/roles.ts';
import { toQatarInput } from '../../studio/shared/qatarTime.ts';
import { signInWithPasskey } from './consolePasskey.ts';
import { expectAccessible } from './helpers.ts';
import { ownConsoleServer } from './consoleServer.ts';
import { e2eLeads, receivedMail } from './leadsData.ts';
import { expectArabicPublish, inMemberLanguage } from './publishArabic.ts';

test.describe.configure({ mode: 'serial' });

const leads = e2eLeads(Number(new URL(baseURL).port));
const screenshots = process.env.PUBLISH_SCREENSHOTS === '1';
const hourMs = 3_600_000;
const server = ownConsoleServer('publishing', {
  skipOnPhone: 'one server for both widths: the phone’s look is the screenshots’',
  env: () => ({ SCHEDULE_CHECK_MS: '1000', NODE_OPTIONS: `--import=${resolve(projectRoot, 'tests/support/laterClock.ts')}`, CLOCK_STEP_MS: String(hourMs) }),
});

const signIn = (page: Page, email: string, role: Role, name: string) => signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, { email, role, name });
const openPublish = (page: Page) => openSection(page, 'Publish');

/** Saves the pricing page's heading as the signed-in member (the studio's editing has tests of its own). */
async function saveHeading(page: Page, heading: string) {
  await page.evaluate(async (heading) => {
    const session = await (await fetch('/studio/api/session')).json();
    session.site.routes.find((route: { path: string }) => route.path === '/pricing').blocks[0].heading.en = heading;
    const saved = await fetch('/studio/api/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ site: session.site, baseHash: session.hash }) });
    if (!saved.ok) throw new Error(await saved.text());
  }, heading);
}
const pricingHeading = async (page: Page) => {
  await page.goto(`${server.process.url}/pricing`);
  return page.getByRole('heading', { level: 1 }).textContent();
};
/** The e-mail to that address with that subject, its quoted-printable lines joined again. */
const mailTo = (email: string, subject: string) =>
  receivedMail(leads.mailDir)
    .map((mail) => mail.replace(/=\r?\n/g, ''))
    .find((mail) => mail.includes(`To: ${email}`) && mail.includes(subject));

test('with approval on, an editor asks, the owner is told, sees what changed and approves: it is published; one sent back reaches the editor with its note', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'noor@nuqta.qa', 'owner', 'Noor Al-Thani');
  await openPublish(page);
  // The switch turns once the server has taken it.
  await page.getByRole('switch', { name: /^Approval: editors ask/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approval is on' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /^Approval: editors ask/ })).toBeChecked();

  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signIn(editorPage, 'sara@nuqta.qa', 'editor', 'Sara Mansour');
  await saveHeading(editorPage, 'Prices Approved By The Owner');
  await openPublish(editorPage);
  await expect(editorPage.getByRole('button', { name: 'Publish the saved content' })).toHaveCount(0);
  // The API refuses it too.
  const direct = await editorPage.evaluate(async () => {
    const { hash } = await (await fetch('/studio/api/content')).json();
    return (await fetch('/studio/api/publish', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ baseHash: hash }) })).status;
  });
  expect(direct).toBe(403);
  await editorPage.getByRole('button', { name: 'Ask for approval', exact: true }).click();
  await expect(editorPage.getByRole('status').filter({ hasText: 'Asked: an owner approves it' })).toBeVisible();
  await expect.poll(() => mailTo('noor@nuqta.qa', 'Sara Mansour asks for approval to publish'), { timeout: 15_000 }).toBeTruthy();

  await page.reload();
  const asked = page.getByRole('region', { name: 'Scheduled and asked for' }).getByRole('article').first();
  await expect(asked).toContainText('Waiting for approval');
  await expect(asked).toContainText('Asked by sara@nuqta.qa');
  await asked.getByRole('button', { name: 'What it changes' }).click();
  await expect(asked.getByRole('table')).toContainText('Prices Approved By The Owner');
  if (screenshots) {
    await page.screenshot({ path: 'docs/console/console-approval-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'docs/console/console-approval-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  // The same in Arabic: the request, what it changes, and the choice to approve it.
  await inMemberLanguage(page, server.url, 'ar');
  const askedInArabic = page.getByRole('region', { name: 'المجدول والمطلوب' }).getByRole('article').first();
  await expect(askedInArabic).toContainText('بانتظار الموافقة');
  await askedInArabic.getByRole('button', { name: 'ما الذي يغيّره' }).click();
  await expect(askedInArabic.getByRole('table')).toContainText('Prices Approved By The Owner');
  await expect(askedInArabic.getByRole('button', { name: 'موافقة ونشر' })).toBeVisible();
  await expectArabicPublish(page, screenshots ? 'console-approval' : undefined);
  await inMemberLanguage(page, server.url, 'en');
  await expectAccessible(page);
  await asked.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published: the site shows the saved content now' })).toBeVisible({ timeout: 120_000 });
  const visitor = await browser.newPage();
  // Live in the database first, then served: the server switches a moment later.
  await expect.poll(() => pricingHeading(visitor), { timeout: 5_000 }).toBe('Prices Approved By The Owner');
  await expect(asked).toContainText('Approved by noor@nuqta.qa');

  // Another change, sent back with a note: the editor reads it in the console and by e-mail.
  await saveHeading(editorPage, 'Prices Not Yet Right');
  await editorPage.reload();
  await editorPage.getByRole('button', { name: 'Ask for approval', exact: true }).click();
  await page.reload();
  await page.getByRole('region', { name: 'Scheduled and asked for' }).getByRole('article').first().getByRole('button', { name: 'Send back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send it back' });
  await dialog.getByRole('textbox', { name: 'What should change before it is published' }).fill('Say the Eid discount ends on Sunday.');
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent back with your note.' })).toBeVisible();
  await expect.poll(() => mailTo('sara@nuqta.qa', 'Noor Al-Thani sent your publish back'), { timeout: 15_000 }).toContain('Eid discount ends on Sunday');
  await editorPage.reload();
  await expect(editorPage.getByRole('region', { name: 'Scheduled and asked for' }).getByRole('article').first()).toContainText('Note: Say the Eid discount ends on Sunday.');
  expect(await pricingHeading(visitor)).toBe('Prices Approved By The Owner');
  await editorContext.close();
  await visitor.close();
});

test('a publish scheduled in Qatar time is listed with who scheduled it, can be moved or cancelled, and happens at its time', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'noor@nuqta.qa', 'owner', 'Noor Al-Thani');
  await saveHeading(page, 'Prices From Sunday Morning');
  await openPublish(page);
  const schedule = page.getByRole('form', { name: 'Publish later' });
  const at = Date.now() + 30 * 60_000;
  await schedule.getByLabel('Publish at (Qatar time)').fill(toQatarInput(at));
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Scheduled: it is published at .* Qatar time\.$/ })).toBeVisible();
  const list = page.getByRole('region', { name: 'Scheduled and asked for' });
  const scheduled = list.getByRole('article').filter({ hasText: 'Scheduled' }).first();
  await expect(scheduled).toContainText('Asked by noor@nuqta.qa');
  await expect(scheduled.getByRole('heading', { level: 3 })).toHaveText(/Qatar time$/);
  // A later time, then a second schedule, cancelled.
  await scheduled.getByRole('button', { name: 'Change the time' }).click();
  await scheduled.getByLabel('New time (Qatar time)').fill(toQatarInput(at + 10 * 60_000));
  await scheduled.getByRole('button', { name: 'Save the time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The time is now' })).toBeVisible();
  await schedule.getByLabel('Publish at (Qatar time)').fill(toQatarInput(at + 20 * 60_000));
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(list.getByRole('article').filter({ hasText: 'Scheduled' })).toHaveCount(2);
  if (screenshots) {
    await page.screenshot({ path: 'docs/console/console-schedule-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'docs/console/console-schedule-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  // The same in Arabic: both scheduled, in Qatar time, with who scheduled them.
  await inMemberLanguage(page, server.url, 'ar');
  const listInArabic = page.getByRole('region', { name: 'المجدول والمطلوب' });
  await expect(listInArabic.getByRole('article').filter({ hasText: 'مجدول' })).toHaveCount(2);
  await expect(listInArabic.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(/بتوقيت قطر$/);
  await listInArabic.scrollIntoViewIfNeeded();
  await expectArabicPublish(page, screenshots ? 'console-schedule' : undefined);
  await inMemberLanguage(page, server.url, 'en');
  await list.getByRole('article').filter({ hasText: 'Scheduled' }).nth(1).getByRole('button', { name: 'Cancel it' }).click();
  await expect(list.getByRole('article').filter({ hasText: 'Cancelled' })).toContainText('Cancelled by noor@nuqta.qa');

  // An hour later on the server: the first is published within seconds, the cancelled one never.
  const visitor = await browser.newPage();
  const before = await pricingHeading(visitor);
  server.process.child.kill('SIGUSR2');
  await expect.poll(() => pricingHeading(visitor), { timeout: 60_000, intervals: [500] }).toBe('Prices From Sunday Morning');
  expect(before).not.toBe('Prices From Sunday Morning');
  // The request reads Published at the schedule's next look after its release went live (a second here).
  await expect(async () => {
    await page.reload();
    await expect(list.getByRole('article').filter({ hasText: 'Published' }).first()).toContainText('Asked by noor@nuqta.qa', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(list.getByRole('article').filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await visitor.close();
});
