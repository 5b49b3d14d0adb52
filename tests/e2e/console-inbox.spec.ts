// The sales team's inbox in the console (/studio/inbox), at 390 px and at 1280 px: a lead sent
// from the public contact form appears without a reload and is announced; its page shows every
// field, replies open prefilled in the visitor's language (Arabic for an Arabic lead); a note and
// a status change are recorded in its history; the filters live in the address; an editor sees no
// inbox and the API refuses them; export downloads the lead as CSV and erasure removes it and the
// visitor's subscription; with more leads than a page, scrolling to the end loads the next page
// and Load more the ones after.
// A server of its own per worker (a console with its own team and leads), on a free port.
// INBOX_SCREENSHOTS=1 also writes docs/console/inbox-*.png.
import { readFileSync } from 'node:fs';
import { dismissInstallOffer, expect, test, type Browser, type Page } from './test.ts';
import { chooseConsoleLanguage, openSection, smallTargets } from './consoleShell.ts';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { baseURL } from '../../playwright.config.ts';
import type { Role } from '../../studio/shared/roles.ts';
import { signInWithPasskey } from './consolePasskey.ts';
import { animationsFinished, chooseOption, expectAccessible, waitForHydration } from './helpers.ts';
import { ownConsoleServer } from './consoleServer.ts';
import { e2eLeads } from './leadsData.ts';
import { blocksOf, sites } from './siteData.ts';
import { fieldLabelsAr, problemWordsAr } from '../../studio/shared/editorNamesAr.ts';

test.describe.configure({ mode: 'serial' });

const leads = e2eLeads(Number(new URL(baseURL).port));
const minFillMs = Number(leads.serverEnv.FORM_MIN_FILL_MS);
const screenshots = process.env.INBOX_SCREENSHOTS === '1';
const server = ownConsoleServer('inbox');

/** A member, added as `npm run team -- invite` does, signed in with their passkey (the inbox needs one). */
const signIn = (page: Page, email: string, role: Role, name: string) => signInWithPasskey(page, { consoleURL: server.url, dataFile: server.dataFile }, { email, role, name });

const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@company.qa`;

interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

/** A visitor sends the public contact form (English or Arabic page) in a browser of their own; resolves to the reference shown. */
async function sendContactForm(browser: Browser, language: 'en' | 'ar', visitor: Visitor): Promise<string> {
  const path = language === 'ar' ? '/ar/contact' : '/contact';
  const forms = language === 'ar' ? sites.ar.routes.find((route) => route.path === path)!.blocks.find((block) => block.type === 'contactForms')! : blocksOf('/contact', 'contactForms')[0];
  if (forms.type !== 'contactForms') throw new Error(`no forms on ${path}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await dismissInstallOffer(context);
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    const openedAt = Date.now();
    const form = page.getByRole('main').getByRole('tabpanel', { name: forms.contact.tabLabel, exact: true });
    const c = forms.contact;
    await form.getByRole('textbox', { name: c.firstName.label }).fill(visitor.firstName);
    await form.getByRole('textbox', { name: c.lastName.label, exact: true }).fill(visitor.lastName);
    await form.getByRole('textbox', { name: c.email.label }).fill(visitor.email);
    await form.getByRole('textbox', { name: c.phone.label }).fill(visitor.phone);
    await form.getByRole('textbox', { name: c.company.label }).fill(visitor.company);
    await form.getByRole('combobox', { name: c.subject.label }).selectOption('website');
    await form.getByRole('textbox', { name: c.message.label }).fill(visitor.message);
    await page.waitForTimeout(Math.max(0, openedAt + minFillMs + 300 - Date.now()));
    await form.getByRole('button', { name: c.submitLabel }).click();
    const ref = (await form.getByRole('status').locator('strong').textContent({ timeout: 20_000 }))!;
    expect(ref).toMatch(/^NQ-[A-Z2-9]{6}$/);
    return ref;
  } finally {
    await context.close();
  }
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const leadList = (page: Page, name = 'Leads') => page.getByRole('list', { name });
/** The whole page: the console scrolls inside its own box, so the window grows to show all of it. */
const shot = async (page: Page, name: string) => {
  if (!screenshots) return;
  const viewport = page.viewportSize()!;
  const height = await page.locator('main').evaluate((main) => {
    let scroller = main.parentElement!;
    while (getComputedStyle(scroller).overflowY !== 'auto') scroller = scroller.parentElement!;
    scroller.scrollTo(0, 0);
    return main.getBoundingClientRect().top + main.scrollHeight;
  });
  await page.setViewportSize({ width: viewport.width, height: Math.ceil(height) });
  await page.screenshot({ path: `docs/console/inbox-${name}.png`, animations: 'disabled', scale: 'css' });
  await page.setViewportSize(viewport);
};

/** Leads that came earlier (as the terminal's store adds them), so that the new one has others to come before. */
async function earlierLeads() {
  const store = openSqliteStore(server.dataFile);
  try {
    await store.addLead({
      kind: 'consultation', page: '/ar/services/cloud-systems', language: 'ar',
      fields: { consultName: 'خالد آل ثاني', consultEmail: unique('khalid'), consultPhone: '+974 3333 4444', consultCompany: 'لوسيل موتورز', projectType: 'crm', budget: '15000-50000', timeline: 'quarter', projectDetails: 'نظام لإدارة عملاء صالة العرض مع متابعة عبر واتساب.' },
    });
    await store.addLead({
      kind: 'contact', page: '/pricing', language: 'en',
      fields: { firstName: 'John', lastName: 'Smith', email: unique('john'), company: 'West Bay Dental', subject: 'support', message: 'Our booking page stopped sending confirmations yesterday.' },
    });
  } finally {
    await store.close();
  }
}

test('a lead sent from the contact form appears without a reload; its page shows every field, replies prefilled, and records a note and a status change', async ({ page, browser, isMobile }) => {
  test.setTimeout(120_000);
  const who = isMobile ? 'phone' : 'desk';
  await earlierLeads();
  await signIn(page, `noor.${who}@nuqta.qa`, 'sales', 'Noor Haddad');
  // A sales member's console: the inbox and their account, nothing of the content.
  await expect(nav(page).getByRole('link')).toHaveText(['Inbox', 'Lead sources']);
  await openSection(page, 'Inbox');
  await expect(page).toHaveURL(/\/studio\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByText(/^\d+ leads?$/)).toBeVisible();
  // Nothing of the studio's editors is downloaded for her (a section's code loads when opened).
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(loaded.filter((script) => /StudioApp|PublishPage|TeamPage/.test(script))).toEqual([]);
  // Nor the editors' words (the fields' Arabic labels, the validation's messages): they came with the Publish page's words once.
  const scripts = await Promise.all(loaded.filter((url) => url.endsWith('.js')).map(async (url) => ({ url, text: await (await page.request.get(url)).text() })));
  expect(scripts.filter(({ text }) => text.includes(fieldLabelsAr.accent) || text.includes(problemWordsAr[4][1])).map(({ url }) => url)).toEqual([]);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const visitor = { firstName: 'Amal', lastName: `Al-Kuwari ${who}`, email: unique('amal'), phone: '+974 5555 1234', company: 'Al Sadd Family Clinic', message: 'We need a bilingual website for our clinic in Al Sadd, with online booking.' };
  const ref = await sendContactForm(browser, 'en', visitor);
  const name = `${visitor.firstName} ${visitor.lastName}`;

  // In the inbox without a reload, first, with its summary; announced politely.
  const row = leadList(page).getByRole('link').first();
  await expect(row).toContainText(name);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: `New lead: ${name} (Contact).` })).toBeAttached();
  for (const text of ['Contact', visitor.company, 'Website development', '/contact', 'English', 'New']) await expect(row).toContainText(text);
  await expect(row.locator('time')).toHaveText(/^Today \d\d:\d\d$/);
  await expectAccessible(page);
  await shot(page, `list-en-${isMobile ? 390 : 1280}`);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/studio/leads/${ref}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const details = page.getByRole('region', { name: 'What the visitor sent' });
  for (const [label, value] of [
    ['First name', visitor.firstName], ['Last name', visitor.lastName], ['E-mail', visitor.email], ['Phone', visitor.phone], ['Company', visitor.company],
    ['Subject', 'Website development'], ['Message', visitor.message], ['Reference', ref], ['Page', '/contact'], ['Language', 'English'],
  ])
    await expect(details.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`), label).toHaveText(value);

  // One-tap replies, prefilled in the visitor's language (English here).
  const greeting = `Hello Amal, thank you for contacting Nuqta. This is about your enquiry ${ref}.`;
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/97455551234?text=${encodeURIComponent(greeting)}`);
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+97455551234');
  await expect(page.getByRole('link', { name: 'E-mail', exact: true })).toHaveAttribute('href', `mailto:${visitor.email}?subject=${encodeURIComponent(`Your enquiry ${ref} – Nuqta`)}&body=${encodeURIComponent(greeting)}${encodeURIComponent('\n\n\nKind regards,\nNuqta')}`);

  // A note and a status change, each in the history with who did it.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'New note' }).fill('Called her: wants a quote by Sunday.');
  await notes.getByRole('button', { name: 'Add a note' }).click();
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem')).toContainText(/Called her: wants a quote by Sunday\.\s*Noor Haddad · Today \d\d:\d\d/);
  await chooseOption(page, page.getByRole('combobox', { name: 'Status' }), 'Contacted');
  await expect(page.getByText('Status set to Contacted.')).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Noor Haddad set the status to Contacted');
  await expect(history).toContainText('Noor Haddad added a note');
  await expect(history).toContainText('Noor Haddad opened the lead');
  // The owner: Noor takes the lead.
  await chooseOption(page, page.getByRole('combobox', { name: 'Owner' }), 'Noor Haddad');
  await expect(history).toContainText('Noor Haddad took the lead');
  await expectAccessible(page);
  await shot(page, `lead-en-${isMobile ? 390 : 1280}`);

  // Back in the list, the lead is contacted; a filter on New hides it, and Back brings it again.
  await page.getByRole('link', { name: 'All leads' }).click();
  await expect(leadList(page).getByRole('link', { name: new RegExp(name) })).toContainText(/Contacted\s*Noor Haddad/);
  // On a phone the filters are folded under a button.
  if (isMobile) await page.getByRole('button', { name: 'Filters', expanded: false }).click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Status' }), 'New');
  await expect(page).toHaveURL(/\/studio\/inbox\?status=new$/);
  await expect(leadList(page).getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  if (isMobile) await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/studio\/inbox$/);
  await expect(leadList(page).getByRole('link', { name: new RegExp(name) })).toHaveCount(1);
  // The search looks in every field, the message included, and is kept in the address too.
  await page.getByRole('searchbox', { name: 'Search every field' }).fill('stopped sending confirmations');
  await expect(page).toHaveURL(/\?q=stopped\+sending\+confirmations$/);
  await expect(leadList(page).getByRole('link', { name: /John Smith/ }).first()).toBeVisible();
  await expect(leadList(page).getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
});

test('an Arabic lead: the WhatsApp reply is in Arabic, and the inbox reads right to left in Arabic, remembered', { tag: '@any-width' }, async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'huda@nuqta.qa', 'sales', 'Huda Saleh');
  await openSection(page, 'Inbox');
  const visitor = { firstName: 'مريم', lastName: 'الكبيسي', email: unique('mariam'), phone: '5555 6789', company: 'مخبز الوكرة', message: 'نحتاج موقعاً بلغتين لمخبزنا في الوكرة مع طلبات عبر الإنترنت.' };
  const ref = await sendContactForm(browser, 'ar', visitor);

  await chooseConsoleLanguage(page, 'العربية');
  await expect(page.getByRole('heading', { level: 1, name: 'الوارد' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Kept on the member: it follows her to the next page load (and her other devices).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'الوارد' })).toBeVisible();
  const row = page.getByRole('list', { name: 'العملاء المحتملون' }).getByRole('link', { name: new RegExp(visitor.firstName) });
  await expect(row).toContainText('العربية');
  await expect(row).toContainText('/ar/contact');
  await expectAccessible(page);
  await shot(page, 'list-ar-390');
  if (screenshots) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'list-ar-1280');
    await page.setViewportSize({ width: 390, height: 844 });
  }

  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: `${visitor.firstName} ${visitor.lastName}` })).toBeVisible();
  const greeting = `مرحباً ${visitor.firstName}، شكراً لتواصلك مع نقطة. نكتب إليك بخصوص طلبك رقم ${ref}.`;
  await expect(page.getByRole('link', { name: 'واتساب' })).toHaveAttribute('href', `https://wa.me/97455556789?text=${encodeURIComponent(greeting)}`);
  await expect(page.getByRole('region', { name: 'ما أرسله الزائر' })).toContainText(visitor.message);
  await expectAccessible(page);
  await shot(page, 'lead-ar-390');
  if (screenshots) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'lead-ar-1280');
    await page.setViewportSize({ width: 390, height: 844 });
  }
  // English again for the next tests in this browser.
  await chooseConsoleLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: `${visitor.firstName} ${visitor.lastName}` })).toBeVisible();
});

test('a Latin name with symbols and a name of one 40-letter word, in the Arabic inbox on a phone: each read in its own order, nothing scrolls sideways, and the replies are thumb-sized', { tag: '@any-width' }, async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'huda@nuqta.qa', 'sales', 'Huda Saleh');
  await openSection(page, 'Inbox');
  const symbols = { firstName: '+SUM(1,2)', lastName: 'Formula1', email: unique('formula'), phone: '5555 1212', company: 'Formula Trading', message: 'We need a website for our trading company in Doha.' };
  const longWord = { firstName: 'Abdulrahmanalkuwarialmohannadialthanixyz', lastName: '', email: unique('long'), phone: '5555 3434', company: 'Long Names LLC', message: 'Please call me about a mobile app for our shops.' };
  expect(longWord.firstName).toHaveLength(40);
  await sendContactForm(browser, 'en', symbols);
  await sendContactForm(browser, 'en', longWord);
  await chooseConsoleLanguage(page, 'العربية');
  const list = page.getByRole('list', { name: 'العملاء المحتملون' });
  // Isolated from the right-to-left text around it: "+SUM(1,2) Formula1", not "SUM(1,2) Formula1+".
  await expect(list.locator('bdi', { hasText: '+SUM(1,2) Formula1' })).toHaveCount(1);
  await expect(list.getByRole('link', { name: new RegExp(longWord.firstName) })).toBeVisible();
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await list.getByRole('link', { name: new RegExp(longWord.firstName) }).click();
  await expect(page.getByRole('heading', { level: 1, name: longWord.firstName })).toBeVisible();
  expect(await sideways()).toBeLessThanOrEqual(0);
  for (const name of ['واتساب', 'اتصال', 'البريد']) {
    const reply = page.getByRole('region', { name: 'الرد', exact: true }).getByRole('link', { name, exact: true });
    await expect(reply).toBeVisible();
    expect((await reply.boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: test.info().outputPath('lead-ar-long-name-390.png'), fullPage: true });
  await chooseConsoleLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: longWord.firstName })).toBeVisible();
});

test('export downloads the leads as CSV, and erasing a visitor removes their lead after a confirmation', { tag: '@any-width' }, async ({ page, browser }) => {
  test.setTimeout(120_000);
  const visitor = { firstName: 'Yousef', lastName: 'Erased', email: unique('yousef'), phone: '+974 3333 0000', company: 'Doha Print', message: 'Please forget me after this: just a price for business cards.' };
  const ref = await sendContactForm(browser, 'en', visitor);
  const store = openSqliteStore(server.dataFile);
  await store.subscribe(visitor.email).finally(() => store.close());
  await signIn(page, 'owner@nuqta.qa', 'owner', 'Maha Owner');
  await openSection(page, 'Inbox');
  await page.getByRole('tab', { name: 'Subscribers' }).click();
  await expect(page).toHaveURL(/\/studio\/inbox\?tab=subscribers$/);
  await expect(page.getByRole('table', { name: 'Newsletter subscribers' })).toContainText(visitor.email);
  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(leadList(page).getByRole('link', { name: /Yousef Erased/ })).toBeVisible();

  // Both wait in the list's "More" menu, reached by keyboard too.
  const more = page.getByRole('main').getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'More' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Export all leads (CSV)' })).toBeFocused();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain(`"${ref}"`);
  expect(csv).toContain(`"${visitor.email}"`);

  await more.click();
  await page.getByRole('menuitem', { name: "Erase a visitor's data" }).click();
  const dialog = page.getByRole('dialog', { name: "Erase a visitor's data" });
  await expect(dialog).toContainText('Deletes every lead sent from this e-mail address');
  await dialog.getByRole('textbox', { name: "Visitor's e-mail" }).fill(visitor.email.toUpperCase());
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText(`Erased 1 lead (${ref}) and the newsletter subscription.`)).toBeVisible();
  await expect(leadList(page).getByRole('link', { name: /Yousef Erased/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Subscribers' }).click();
  await expect(page.getByRole('table', { name: 'Newsletter subscribers' })).not.toContainText(visitor.email);
  await page.goto(`${server.url}/studio/leads/${ref}`);
  await expect(page.getByText('There is no lead with this reference')).toBeVisible();
});

test('an editor sees no inbox, and the API refuses them every lead', { tag: '@any-width' }, async ({ page }) => {
  await signIn(page, 'sara@nuqta.qa', 'editor', 'Sara Editor');
  await expect(nav(page).getByRole('link')).toHaveText(['Edit', 'Publish']);
  // Its code is not even loaded.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(scripts.some((script) => script.includes('InboxPage'))).toBe(false);
  for (const api of ['leads', 'leads/NQ-AAAAAA', 'leads/export.csv', 'subscribers', 'team/assignable']) expect((await page.request.get(`${server.url}/studio/api/${api}`)).status(), api).toBe(403);
  const erase = await page.request.post(`${server.url}/studio/api/leads/erase`, { headers: { origin: server.url }, data: { email: 'someone@company.qa' } });
  expect(erase.status()).toBe(403);
  // The inbox's address shows the editor's own console, no lead.
  await page.goto(`${server.url}/studio/inbox`);
  await expect(nav(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inbox' })).toHaveCount(0);
});

// What a visitor may send that a layout does not expect: one 40-letter word, a URL and an e-mail
// longer than a phone is wide, Arabic without a space, and a Latin name that starts with a symbol.
const hostile = {
  longWord: 'Abdulrahmanalkuwarialmohannadialthanixyz',
  url: 'https://www.example-company-qatar.com/products/services/enterprise-resource-planning?utm_source=newsletter&utm_campaign=spring',
  email: 'abdulrahman.alkuwari.almohannadi.althani@verylongcompanydomainname-qatar.com.qa',
  arabic: 'عبدالرحمنالكواريالمهنديآلثانيللتجارةوالمقاولاتوالخدمات',
  latin: '+SUM(1,2) Formula1',
};

/** How far the page, or any box in it that scrolls, scrolls sideways (0: not at all). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const scrollers = [document.scrollingElement!, ...[...document.querySelectorAll('body *')].filter((element) => !['INPUT', 'TEXTAREA'].includes(element.tagName) && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))];
    return Math.max(...scrollers.map((element) => element.scrollWidth - element.clientWidth));
  });

/** Pairs of a row's parts that overlap on screen: the visitor's name, company or page over the time, status or owner. */
const overlaps = (page: Page) =>
  page.getByRole('list', { name: /Leads|العملاء المحتملون/ }).evaluate((list) => {
    const found: string[] = [];
    // What shows of a box: a text cut short with an ellipsis shows only inside the element that clips it.
    const clip = (element: Element, rect: DOMRect) => {
      for (let parent = element.parentElement; parent && parent !== list; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') {
          const bounds = parent.getBoundingClientRect();
          rect = new DOMRect(Math.max(rect.left, bounds.left), rect.top, Math.max(0, Math.min(rect.right, bounds.right) - Math.max(rect.left, bounds.left)), rect.height);
        }
      return rect;
    };
    const boxes = (element: Element) => [...element.getClientRects()].map((rect) => clip(element, rect)).filter((rect) => rect.width > 0);
    const meet = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    for (const row of list.querySelectorAll(':scope > li > a')) {
      const texts = [...row.querySelectorAll('bdi')].filter((text) => !text.closest('[data-part="owner"]'));
      const meta = [...row.querySelectorAll('time, .MuiChip-root, [data-part="owner"]')];
      for (const text of texts) for (const other of meta) if (boxes(text).some((a) => boxes(other).some((b) => meet(a, b)))) found.push(`${text.textContent} / ${other.textContent}`);
    }
    return found;
  });

/** The visitor's texts shown on the page that are not isolated from its direction (in a <bdi> or dir=auto). */
const notIsolated = (page: Page, texts: string[]) =>
  page.locator('main').evaluate((main, texts) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const loose: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (texts.some((text) => node!.textContent!.includes(text)) && !node.parentElement!.closest('bdi, [dir="auto"]')) loose.push(node.textContent!);
    return loose;
  }, texts);

test('a visitor\'s hostile texts at 320 and 390 px, in English and Arabic: nothing scrolls sideways or overlaps, every text keeps its own direction, the first lead and a lead\'s status come first, views are folded, every target is thumb-sized', async ({ page, isMobile }) => {
  test.setTimeout(180_000);
  const who = isMobile ? 'phone' : 'desk';
  const store = openSqliteStore(server.dataFile);
  let refs: { long: string; arabic: string; latin: string };
  try {
    const long = await store.addLead({
      kind: 'contact', page: `/contact?from=${hostile.longWord}`, language: 'en',
      fields: { firstName: hostile.longWord, lastName: '', email: hostile.email, phone: '+974 5555 7777', company: `${hostile.longWord} ${hostile.longWord}`, subject: 'website', message: `See ${hostile.url} and write to ${hostile.email}. ${hostile.longWord}${hostile.longWord}` },
    });
    const arabic = await store.addLead({
      kind: 'consultation', page: '/ar/services/cloud-systems', language: 'ar',
      fields: { consultName: hostile.arabic, consultEmail: unique('arabic'), consultPhone: '+974 3333 7777', consultCompany: hostile.arabic, projectType: 'erp', budget: '50000-100000', timeline: 'month', projectDetails: `${hostile.arabic}${hostile.arabic} ${hostile.url}` },
    });
    const latin = await store.addLead({
      kind: 'contact', page: '/contact', language: 'en',
      fields: { firstName: '+SUM(1,2)', lastName: 'Formula1', email: unique('formula'), phone: '+974 5555 8888', company: 'Formula Trading', subject: 'support', message: 'A Latin message in the Arabic inbox.' },
    });
    refs = { long: long.ref, arabic: arabic.ref, latin: latin.ref };
  } finally {
    await store.close();
  }
  // A member with a long name of their own owns the long lead, and writes a note with a URL in it.
  await signIn(page, `long.${who}@nuqta.qa`, 'sales', `${hostile.longWord} ${who}`);
  const me = (await (await page.request.get(`${server.url}/studio/api/me`)).json()) as { member: { id: string } };
  const write = { headers: { origin: server.url } };
  expect((await page.request.patch(`${server.url}/studio/api/leads/${refs.long}`, { ...write, data: { ownerId: me.member.id } })).status()).toBe(200);
  expect((await page.request.post(`${server.url}/studio/api/leads/${refs.long}/notes`, { ...write, data: { text: `Sent the brochure: ${hostile.url}` } })).status()).toBe(200);
  expect((await page.request.patch(`${server.url}/studio/api/leads/${refs.latin}`, { ...write, data: { ownerId: me.member.id } })).status()).toBe(200);
  await nav(page).getByRole('link', { name: 'Inbox' }).click();
  await expect(leadList(page).getByRole('link').first()).toBeVisible();

  const measured: Record<string, unknown> = {};
  for (const language of ['en', 'ar'] as const) {
    if (language === 'ar') await chooseConsoleLanguage(page, 'العربية');
    const list = leadList(page, language === 'ar' ? 'العملاء المحتملون' : 'Leads');
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(list.locator(`a[href$="${refs.long}"]`)).toBeVisible();
      // The list takes its phone layout a render after the resize (a media query): measured once it has.
      await expect.poll(() => sideways(page), { message: `the list at ${width} px (${language}) scrolls sideways` }).toBeLessThanOrEqual(0);
      expect.soft(await overlaps(page), `the list at ${width} px (${language})`).toEqual([]);
      const firstTop = (await list.getByRole('link').first().boundingBox())!.y;
      measured[`first lead top ${language} ${width}`] = firstTop;
      if (width === 390 && isMobile) expect.soft(firstTop, `the first lead's top at 390 px (${language})`).toBeLessThan(422);
    }
    expect.soft(await notIsolated(page, [hostile.latin, hostile.longWord, hostile.arabic, 'Formula Trading']), language).toEqual([]);
    if (language === 'ar') await expect(list.locator('bdi, [dir="auto"]').filter({ hasText: hostile.latin }).first()).toHaveText(hostile.latin);
    // Every target in the list at 390, with the filters open and the list's other actions' menu open.
    await page.setViewportSize({ width: 390, height: 844 });
    const small = [...(await smallTargets(page))];
    const filters = page.getByRole('button', { name: /^(Filters|عوامل التصفية)/ });
    if (await filters.isVisible()) {
      await filters.click();
      await animationsFinished(page);
      small.push(...(await smallTargets(page)));
      await filters.click();
    }
    const more = page.getByRole('button', { name: /^(More|المزيد)$/ });
    if (await more.isVisible()) {
      await more.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await animationsFinished(page);
      small.push(...(await smallTargets(page)));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }
    measured[`small targets in the list ${language}`] = small;
    expect.soft(small, `targets under 44 px in the list (${language})`).toEqual([]);

    for (const ref of [refs.long, refs.arabic, refs.latin]) {
      await list.locator(`a[href$="${ref}"]`).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: language === 'ar' ? 'ما أرسله الزائر' : 'What the visitor sent' })).toBeVisible();
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        expect.soft(await sideways(page), `${ref}'s page at ${width} px (${language}) scrolls sideways`).toBeLessThanOrEqual(0);
      }
      expect.soft(await notIsolated(page, [hostile.latin, hostile.longWord, hostile.arabic, hostile.url, hostile.email, 'Formula Trading', 'A Latin message']), `${ref} (${language})`).toEqual([]);
      // Where the lead stands, in the first screen of a phone.
      const status = page.getByRole('combobox', { name: language === 'ar' ? 'الحالة' : 'Status' });
      const statusTop = (await status.boundingBox())!.y;
      measured[`status top ${ref} ${language}`] = statusTop;
      if (isMobile) expect.soft(statusTop, `the status of ${ref} (${language})`).toBeLessThan(844);
      const small = await smallTargets(page);
      measured[`small targets on ${ref} ${language}`] = small;
      expect.soft(small, `targets under 44 px on ${ref}'s page (${language})`).toEqual([]);
      await page.getByRole('link', { name: language === 'ar' ? 'كل العملاء المحتملين' : 'All leads' }).click();
      await expect(list).toBeVisible();
    }
  }
  await chooseConsoleLanguage(page, 'English');
  await test.info().attach('measured', { body: JSON.stringify(measured, null, 1), contentType: 'application/json' });

  // The long lead has been opened three times (once per language and once more now): the
  // openings are kept but folded into one line; the changes are each shown in full.
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  await leadList(page).locator(`a[href$="${refs.long}"]`).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText(`Opened 3 times, last by ${hostile.longWord} ${who}`);
  await expect(history).toContainText(`${hostile.longWord} ${who} added a note`);
  await expect(history).toContainText(`${hostile.longWord} ${who} took the lead`);
  const openings = history.locator('details');
  await expect(openings).toHaveCount(1);
  await expect(openings.locator('li')).toHaveCount(3);
  for (const opening of await openings.locator('li').all()) await expect(opening).toBeHidden();
  await openings.locator('summary').click();
  await expect(openings.getByRole('listitem')).toHaveText(Array(3).fill(new RegExp(`^${hostile.longWord} ${who} opened the lead`)));
  await expectAccessible(page);
});

test('with more leads than a page, scrolling to the end of the list loads the next page, and Load more (the keyboard’s way) the ones after', { tag: '@any-width' }, async ({ page }) => {
  test.setTimeout(120_000);
  // 120 leads of one company, received over the past two years: two full pages and a part.
  const company = `Paging${Date.now().toString(36)}`;
  const store = openSqliteStore(server.dataFile);
  try {
    for (let i = 0; i < 120; i++) {
      const lead = await store.addLead({ kind: 'contact', page: '/contact', language: 'en', fields: { firstName: `Visitor${i}`, lastName: 'Paged', email: unique(`paged${i}`), company: `${company} Trading`, subject: 'general', message: 'A question about your services.' } });
      await store.database.query('UPDATE leads SET created_at = ? WHERE ref = ?', [new Date(Date.now() - (i + 1) * 6 * 86_400_000).toISOString(), lead.ref]);
    }
  } finally {
    await store.close();
  }
  await signIn(page, 'rana@nuqta.qa', 'sales', 'Rana Paging');
  await page.goto(`${server.url}/studio/inbox?q=${company}`);
  const rows = leadList(page).getByRole('link');
  await expect(page.getByText('120 leads', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(50);
  // Newest first: the first is the most recent of them.
  await expect(rows.first()).toContainText('Visitor0 Paged');
  // The 50th, not "the last": once the next page is in, the last is the 100th, and scrolling to it loads a third.
  await rows.nth(49).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(100);
  await expect(rows.nth(50)).toContainText('Visitor50 Paged');

  // Without IntersectionObserver (or for a keyboard), the button loads each next page.
  await page.addInitScript(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);
  await page.reload();
  await expect(rows).toHaveCount(50);
  const loadMore = page.getByRole('button', { name: 'Load more leads' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(100);
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(120);
  await expect(loadMore).toHaveCount(0);
  await expect(rows.last()).toContainText('Visitor119 Paged');
  // Every lead once.
  expect(new Set(await rows.allTextContents()).size).toBe(120);
  await expectAccessible(page);
});

test('a lead stored after the list was read and before the live stream listened still joins the list', { tag: '@any-width' }, async ({ page }) => {
  const company = `Gap${Date.now().toString(36)}`;
  await signIn(page, 'rana@nuqta.qa', 'sales', 'Rana Paging');
  // The stream is held back until the list has been read and a lead stored after it.
  let releaseStream!: () => void;
  const streamHeld = new Promise<void>((resolve) => (releaseStream = resolve));
  await page.route('**/studio/api/leads/stream', async (route) => {
    await streamHeld;
    await route.fallback();
  });
  await page.goto(`${server.url}/studio/inbox?q=${company}`);
  await expect(page.getByText('No leads match these filters.').or(page.getByText(/^0 leads/)).first()).toBeVisible();
  const store = openSqliteStore(server.dataFile);
  try {
    await store.addLead({ kind: 'contact', page: '/contact', language: 'en', fields: { firstName: 'Between', lastName: 'Reads', email: unique('gap'), company: `${company} Trading`, subject: 'general', message: 'Sent while the console was opening.' } });
  } finally {
    await store.close();
  }
  releaseStream();
  await expect(leadList(page).getByRole('link').filter({ hasText: 'Between Reads' })).toBeVisible();
});
