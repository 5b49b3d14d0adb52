// The contact page (SPEC "Contact page", sections 3, 4, 5 and 7): the four info cards, the two
// form tabs with the specification's field names and option values, and the map's key prompt.
import { expect, test, type Page } from './test.ts';
import { expectAccessible, waitForHydration, watchPage } from './helpers.ts';
import { blocksOf, site } from './siteData.ts';

const info = blocksOf('/contact', 'contactInfo')[0];
const forms = blocksOf('/contact', 'contactForms')[0];
const map = blocksOf('/contact', 'mapEmbed')[0];
const main = (page: Page) => page.getByRole('main');
const tab = (page: Page, name: string) => main(page).getByRole('tablist', { name: forms.tabsLabel }).getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => main(page).getByRole('tabpanel', { name, exact: true });
const mapRegion = (page: Page) => main(page).getByRole('region', { name: map.heading, exact: true });

async function open(page: Page, path = '/contact') {
  await page.goto(path);
  await waitForHydration(page);
}

/** The field's name, type, autofill token and whether it is required, as the browser sees them. */
async function fieldsOf(page: Page, panelName: string) {
  return panel(page, panelName)
    .locator('input:not([type="hidden"]), select, textarea')
    .evaluateAll((elements) =>
      // The text areas' hidden twins (they measure the text's height) have no name.
      elements.filter((el) => (el as HTMLInputElement).name && !(el as HTMLInputElement).closest('[aria-hidden="true"]')).map((el) => {
        const field = el as HTMLInputElement;
        return { name: field.name, type: field.type, autocomplete: field.getAttribute('autocomplete'), required: field.required };
      }),
    );
}

async function optionValues(page: Page, panelName: string, fieldName: string) {
  return panel(page, panelName).locator(`select[name="${fieldName}"] option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
}

test('four info cards: e-mail and phone as links, the address and business hours from the site facts', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page);
  const cards = main(page).getByRole('region', { name: info.heading!, exact: true });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([info.emailLabel, info.phoneLabel, info.addressLabel, info.hoursLabel]);
  await expect(cards.getByRole('link', { name: site.site.email })).toHaveAttribute('href', `mailto:${site.site.email}`);
  await expect(cards.getByRole('link', { name: site.site.phone })).toHaveAttribute('href', `tel:${site.site.phone.replace(/[^+\d]/g, '')}`);
  await expect(cards.getByText(site.site.location, { exact: true })).toBeVisible();
  await expect(cards.getByText(site.site.hours, { exact: true })).toBeVisible();
});

test('the Contact Form tab is open by default with exactly the specification’s fields', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page);
  await expect(tab(page, 'Contact Form')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Consultation Form')).toHaveAttribute('aria-selected', 'false');
  await expect(panel(page, 'Contact Form')).toBeVisible();
  await expect(panel(page, 'Consultation Form')).toBeHidden();
  expect(await fieldsOf(page, 'Contact Form')).toEqual([
    { name: 'firstName', type: 'text', autocomplete: 'given-name', required: true },
    { name: 'lastName', type: 'text', autocomplete: 'family-name', required: false },
    { name: 'email', type: 'email', autocomplete: 'email', required: true },
    { name: 'phone', type: 'tel', autocomplete: 'tel', required: false },
    { name: 'company', type: 'text', autocomplete: 'organization', required: false },
    { name: 'subject', type: 'select-one', autocomplete: null, required: true },
    { name: 'message', type: 'textarea', autocomplete: null, required: true },
  ]);
  expect(await optionValues(page, 'Contact Form', 'subject')).toEqual(['website', 'cloud', 'ai', 'general', 'support']);
  // Every field is named by its label, as a screen reader announces it.
  const contact = forms.contact;
  for (const label of [contact.firstName.label, contact.lastName.label, contact.email.label, contact.phone.label, contact.company.label, contact.subject.label, contact.message.label])
    await expect(panel(page, 'Contact Form').getByLabel(label, { exact: false }).first()).toBeVisible();
  await expect(panel(page, 'Contact Form').getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test('a field the browser autofills lifts its label out of the way', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page);
  const email = panel(page, 'Contact Form').getByLabel(forms.contact.email.label, { exact: false });
  const label = panel(page, 'Contact Form').locator('label', { hasText: forms.contact.email.label });
  await expect(label).toHaveAttribute('data-shrink', 'false');
  // Chrome starts the animation named for :-webkit-autofill on a filled field; the page's one
  // baseline stylesheet names it (the fields add no style elements of their own).
  await expect(email).toHaveCSS('animation-name', 'mui-auto-fill-cancel');
  const autofillRule = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).some((rule) => rule.includes(':-webkit-autofill') && rule.includes('mui-auto-fill;')),
  );
  expect(autofillRule).toBe(true);
  await email.dispatchEvent('animationstart', { animationName: 'mui-auto-fill' });
  await expect(label).toHaveAttribute('data-shrink', 'true');
});

test('the Consultation Form tab has the specification’s fields and option values', { tag: '@any-width' }, async ({ page }) => {
  const watch = watchPage(page);
  await open(page);
  await tab(page, 'Consultation Form').click();
  await expect(tab(page, 'Consultation Form')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Consultation Form')).toBeVisible();
  await expect(panel(page, 'Contact Form')).toBeHidden();
  await expect(page).toHaveURL('/contact?form=consultation');
  expect(await fieldsOf(page, 'Consultation Form')).toEqual([
    { name: 'consultName', type: 'text', autocomplete: 'name', required: true },
    { name: 'consultEmail', type: 'email', autocomplete: 'email', required: true },
    { name: 'consultPhone', type: 'tel', autocomplete: 'tel', required: false },
    { name: 'consultCompany', type: 'text', autocomplete: 'organization', required: false },
    { name: 'projectType', type: 'select-one', autocomplete: null, required: true },
    { name: 'budget', type: 'select-one', autocomplete: null, required: false },
    { name: 'timeline', type: 'select-one', autocomplete: null, required: false },
    { name: 'projectDetails', type: 'textarea', autocomplete: null, required: true },
  ]);
  expect(await optionValues(page, 'Consultation Form', 'projectType')).toEqual(['website', 'ecommerce', 'crm', 'erp', 'ai', 'custom']);
  expect(await optionValues(page, 'Consultation Form', 'budget')).toEqual(['1500-5000', '5000-15000', '15000-50000', '50000-100000', '100000+', 'discuss']);
  expect(await optionValues(page, 'Consultation Form', 'timeline')).toEqual(['asap', 'week', 'month', 'quarter', 'flexible']);
  await expect(panel(page, 'Consultation Form').getByRole('button', { name: 'Schedule Free Consultation' })).toBeVisible();
  // The open tab survives a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(tab(page, 'Consultation Form')).toHaveAttribute('aria-selected', 'true');
  expect(watch.errors).toEqual([]);
});

test('the tabs follow the WAI-ARIA pattern: arrow keys move and select, Tab enters the panel', async ({ warmPage: page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'phones have no arrow keys');
  await open(page);
  await tab(page, 'Contact Form').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Consultation Form')).toBeFocused();
  await expect(tab(page, 'Consultation Form')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Contact Form')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/contact');
  await page.keyboard.press('Tab');
  await expect(panel(page, 'Contact Form').getByRole('textbox', { name: forms.contact.firstName.label })).toBeFocused();
});

test('the hero’s Book a Free Consultation opens the consultation tab at the forms', async ({ warmPage: page }) => {
  await open(page);
  const hero = blocksOf('/contact', 'hero')[0];
  const book = hero.actions!.find((a) => a.href.includes('form=consultation'))!;
  await main(page).getByRole('link', { name: book.label, exact: true }).click();
  await expect(page).toHaveURL('/contact?form=consultation#forms');
  await expect(tab(page, 'Consultation Form')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Consultation Form')).toBeInViewport();
});

test('the map: nothing is asked of Google until Load Map; Load Map stays disabled for an empty or blank key', { tag: '@any-width' }, async ({ page }) => {
  const watch = watchPage(page);
  await page.context().route('https://www.google.com/**', (request) => request.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map</p>' }));
  await open(page);
  const region = mapRegion(page);
  await expect(region.getByText(map.text.replace('{location}', site.site.location))).toBeVisible();
  expect(map.apiKey).toBeUndefined();
  const key = region.getByRole('textbox', { name: map.keyLabel });
  const load = region.getByRole('button', { name: map.loadLabel });
  await expect(load).toBeDisabled();
  await key.fill('    ');
  await expect(load).toBeDisabled();
  await key.fill(' test-key ');
  await expect(load).toBeEnabled();
  expect(watch.offsiteRequests).toEqual([]);
  await load.click();
  const frame = region.locator(`iframe[title="${map.mapTitle}"]`);
  await expect(frame).toBeVisible();
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.origin + src.pathname).toBe('https://www.google.com/maps/embed/v1/place');
  expect(src.searchParams.get('key')).toBe('test-key');
  expect(src.searchParams.get('q')).toBe(site.site.location);
  await expect(frame).toBeFocused();
  // The page's security policy lets exactly this frame in.
  await expect.poll(() => watch.offsiteRequests.some((url) => url.startsWith('https://www.google.com/maps/embed/'))).toBe(true);
  expect(watch.errors).toEqual([]);
});

// The pages as they load are scanned with every route (pages.spec.ts); here the second tab.
test('axe finds no WCAG 2.2 AA violation on the Consultation Form tab', async ({ warmPage: page }) => {
  await open(page);
  await tab(page, 'Consultation Form').click();
  await expectAccessible(page);
});

test('/privacy says what is collected, why, where, for how long, who receives it and the visitor’s rights under Law No. 13 of 2016', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/privacy');
  const body = main(page);
  await expect(body.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(body.getByRole('heading', { level: 2 })).toContainText(['What we collect', 'Why we use it', 'Where it is kept', 'How long we keep it', 'Who receives it', 'Your rights']);
  await expect(body.getByText(/Law No\. 13 of 2016/).first()).toBeVisible();
  // Every field of both forms is named.
  for (const field of ['first and last name', 'e-mail address', 'phone number', 'company', 'project type, budget and timeline', 'project details'])
    await expect(body.getByText(new RegExp(field)).first()).toBeVisible();
});

test('/terms states the payment terms, the plans with their delivery times, hosting and support', { tag: '@any-width' }, async ({ warmPage: page }) => {
  await open(page, '/terms');
  const body = main(page);
  await expect(body.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(body.getByText('50% upfront, when you accept the quote, and 50% on completion', { exact: false })).toBeVisible();
  await expect(body.getByText('Maintenance from QAR 500/month', { exact: false })).toBeVisible();
  await expect(body.getByText('Payments in QAR and USD', { exact: false })).toBeVisible();
  for (const plan of site.plans!) await expect(body.getByText(new RegExp(`^${plan.name}: QAR ${plan.price.toLocaleString('en-US')} for development.*delivered in ${plan.deliveryTime}\\.$`))).toBeVisible();
  await expect(body.getByText(/unlimited storage, bandwidth and business e-mails/)).toBeVisible();
  await expect(body.getByText(/Support is available 24\/7.*within 24 hours/)).toBeVisible();
});

test('/portfolio/project-detail leads to the specification’s project page', { tag: '@any-width' }, async ({ page, request }) => {
  const response = await request.get('/portfolio/project-detail', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/portfolio/qatar-business-portal');
  await page.goto('/portfolio/project-detail');
  await expect(page).toHaveURL('/portfolio/qatar-business-portal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qatar Business Portal');
});
