// The smoke suite for the engines Playwright cannot bring here: Firefox ESR and WebKitGTK from
// Debian's packages (scripts/smoke.ts starts the server and runs one file per engine). Every
// control of the frame at 390 px (a phone: its user agent and touch) and at 1280 px, with the
// page's JavaScript and without, in English and in Arabic; what must work without JavaScript
// (every FAQ answer, the filters, both contact forms); one form sent each way; and no error in the
// page (its console, uncaught errors, unhandled rejections). Screenshots of the open controls go
// to test-results/smoke/<engine>/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sites } from '../e2e/siteData.ts';
import { launchFirefox, launchWebKit, virtualDisplay, type BrowserSession, type Engine } from './driver.ts';
import { SmokePage } from './page.ts';

type Lang = 'en' | 'ar';
const base = process.env.SMOKE_BASE_URL ?? 'http://127.0.0.1:4418';
const port = Number(process.env.SMOKE_DRIVER_PORT ?? 4419);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const prefix = (lang: Lang) => (lang === 'ar' ? '/ar' : '');

const ids = { menu: 'mobile-menu', getStarted: 'get-started', services: 'services-menu', contact: 'contact-options', install: 'install-dialog' };

export function smokeSuite(engine: Engine, { binary, label = engine }: { binary?: string; label?: string } = {}): void {
  const shots = join('test-results', 'smoke', label);
  mkdirSync(shots, { recursive: true });
  let display: { display: string; stop: () => void } | undefined;
  before(async () => {
    if (engine === 'webkit') display = await virtualDisplay();
  });
  after(() => display?.stop());

  /** One browser for a describe block: a phone or a desktop, the page's scripts on or off. */
  function session(phone: boolean, javaScript: boolean) {
    const state: { page?: SmokePage; browser?: BrowserSession; errors: string[] } = { errors: [] };
    before(async () => {
      const onError = (message: string) => state.errors.push(message);
      const options = { javaScript, phone, port, onError, binary };
      state.browser = engine === 'firefox' ? await launchFirefox(options) : await launchWebKit({ ...options, display: display!.display });
      await state.browser.setViewport(phone ? 390 : 1280, phone ? 844 : 800);
      state.page = new SmokePage(state.browser, base);
      // Scripts off as a visitor has them, not merely unloaded: the page's no-script styles apply.
      await state.page.goto('/');
      assert.equal(await state.browser.evaluate<boolean>('() => matchMedia("(scripting: none)").matches'), !javaScript, '(scripting: none) matches without JavaScript only');
    });
    after(async () => {
      await state.browser?.close();
    });
    return {
      get page() {
        return state.page!;
      },
      /** Fails with the errors the page met since the last check. */
      expectNoErrors(where: string) {
        const errors = state.errors.splice(0);
        assert.deepEqual(errors, [], `${where}: errors in the page`);
      },
    };
  }

  const shot = (page: SmokePage, name: string) => page.browser.screenshot(join(shots, `${name}.png`));

  // Without JavaScript as a visitor has it: Firefox's javascript.enabled off, WebKit's
  // --enable-javascript=false, so that (scripting: none) styles apply. The driver's own scripts
  // still run (see BrowserSession.evaluate).
  for (const javaScript of [true, false]) {
    const js = javaScript ? 'js' : 'nojs';

    describe(`${label} at 390 px, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
      const s = session(true, javaScript);

      if (javaScript)
        test('the install dialog waits for an open menu, opens 3 s after load, and Escape is remembered', async () => {
          const { page } = s;
          const header = sites.en.layout.header;
          await page.goto('/');
          await page.browser.evaluate('() => localStorage.clear()');
          await page.goto('/');
          await page.browser.click(await page.find('header button', header.menuOpenLabel));
          await page.waitFor('the menu opens', () => page.isOpen(ids.menu), Boolean);
          await sleep(4000);
          assert.equal(await page.isOpen(ids.install), false, 'the install dialog opened over the menu');
          await page.browser.press('Escape');
          await page.waitFor('the menu closes', () => page.isOpen(ids.menu), (open) => !open);
          await page.waitFor('the install dialog opens once the menu is closed', () => page.isOpen(ids.install), Boolean, 5000);
          await shot(page, 'phone-en-install');
          await page.browser.press('Escape');
          await page.waitFor('Escape closes the install dialog', () => page.isOpen(ids.install), (open) => !open);
          await page.goto('/');
          await sleep(4000);
          assert.equal(await page.isOpen(ids.install), false, 'the install dialog came back after Escape');
          s.expectNoErrors('install dialog');
        });

      for (const lang of ['en', 'ar'] as const) {
        const { layout, ui } = sites[lang];
        const name = `phone-${lang}-${js}`;

        test(`${lang}: the menu opens and closes; Get Started opens over it and closes back to it; its links lead to their pages`, async () => {
          const { page } = s;
          await page.goto(`${prefix(lang)}/pricing`);
          const toggle = await page.find('header button', layout.header.menuOpenLabel);
          // At the inline end of the screen once it has slid in: the right in English, the left in Arabic.
          const slidIn = () =>
            page.waitFor(
              `the drawer at the ${lang === 'en' ? 'right' : 'left'} edge`,
              () => page.shown(`#${ids.menu}`),
              ({ visible, rect }) => visible && rect.height === 844 && (lang === 'en' ? rect.x + rect.width >= 375 && rect.x + rect.width <= 390 : Math.abs(rect.x) <= 1),
            );
          await page.browser.click(toggle);
          await page.waitFor('the menu opens', () => page.isOpen(ids.menu), Boolean);
          await slidIn();
          await page.waitShown(await page.find(`#${ids.menu} a`, layout.header.links.at(-1)!.label), 'the menu’s last link');
          await shot(page, `${name}-menu`);
          await page.browser.press('Escape');
          await page.waitFor('Escape closes the menu', () => page.isOpen(ids.menu), (open) => !open);

          await page.browser.click(toggle);
          await page.waitFor('the menu opens again', () => page.isOpen(ids.menu), Boolean);
          // A tap on Get Started while the drawer still slides can miss it (WebKit, once in CI).
          await slidIn();
          await page.browser.click(await page.find(`#${ids.menu} button`, layout.header.getStartedLabel));
          await page.waitFor('Get Started opens', () => page.isOpen(ids.getStarted), Boolean);
          const call = await page.find(`#${ids.getStarted} a[href^="tel:"]`);
          const shown = await page.waitShown(call, 'Get Started’s call link');
          assert.ok(shown.rect.x >= 0 && shown.rect.x + shown.rect.width <= 390, 'Get Started fits the screen');
          await shot(page, `${name}-get-started`);
          await page.browser.click(await page.find(`#${ids.getStarted} button`, layout.getStarted.closeLabel));
          await page.waitFor('Get Started closes', () => page.isOpen(ids.getStarted), (open) => !open);
          assert.equal(await page.isOpen(ids.menu), true, 'the menu is still open behind Get Started');

          const contact = layout.header.links.find((link) => link.href.endsWith('/contact'))!;
          await page.browser.click(await page.find(`#${ids.menu} a`, contact.label));
          await page.waitForUrl(/\/contact$/);
          await page.waitFor('the menu closes on its way', () => page.isOpen(ids.menu), (open) => !open);
          s.expectNoErrors(`${lang} menu`);
        });

        test(`${lang}: the floating button shows its options stacked above it, WhatsApp first, and hides them`, async () => {
          const { page } = s;
          const texts = layout.floatingContact;
          await page.goto(`${prefix(lang)}/`);
          const button = await page.find('button[popovertarget="contact-options"]');
          await page.browser.click(button);
          await page.waitFor('the options open', () => page.isOpen(ids.contact), Boolean);
          const fab = await page.shown(button);
          const options = [];
          for (const label of [texts.whatsappLabel, texts.callLabel, texts.aiChat.label, texts.aiCall.label])
            options.push({ label, ...(await page.waitShown(await page.find(`#${ids.contact} a, #${ids.contact} button`, label), label)) });
          await shot(page, `${name}-contact-options`);
          // Stacked in a column in their order (WhatsApp at the top), the last just above the
          // button, in the same corner, each on the screen.
          const last = options.at(-1)!.rect;
          assert.ok(last.y + last.height <= fab.rect.y && fab.rect.y - (last.y + last.height) < 40, `the last option is just above the button: ${JSON.stringify({ last, fab: fab.rect })}`);
          for (const [i, option] of options.slice(0, -1).entries()) {
            const next = options[i + 1].rect;
            assert.ok(option.rect.y + option.rect.height <= next.y + 1 && next.y - (option.rect.y + option.rect.height) < 30, `${option.label} is just above the next option: ${JSON.stringify(option.rect)}`);
          }
          for (const option of options) {
            const end = lang === 'en' ? 390 - (option.rect.x + option.rect.width) : option.rect.x;
            const fabEnd = lang === 'en' ? 390 - (fab.rect.x + fab.rect.width) : fab.rect.x;
            assert.ok(Math.abs(end - fabEnd) <= 2, `${option.label} lines up with the button's edge`);
            assert.ok(option.rect.y >= 0, `${option.label} is on the screen`);
          }
          await page.browser.click(button);
          await page.waitFor('the options close', () => page.isOpen(ids.contact), (open) => !open);
          s.expectNoErrors(`${lang} floating button`);
        });

        test(`${lang}: the bottom bar and the menu's language switch lead to their pages`, async () => {
          const { page } = s;
          await page.goto(`${prefix(lang)}/`);
          const item = layout.bottomBar.items.find((i) => i.href.endsWith('/portfolio'))!;
          const bottomBarLink = () => page.find(`nav[aria-label="${layout.bottomBar.navLabel}"] a`, item.label);
          await page.follow(await bottomBarLink(), /\/portfolio$/);
          // Drawn, not only addressed: the app may change the address before it draws the page.
          await page.waitFor('the portfolio page is drawn', async () => page.browser.evaluate<string | null>('(s) => document.querySelector(s).getAttribute("aria-current")', await bottomBarLink()), (current) => current === 'page');
          await page.browser.click(await page.find('header button', layout.header.menuOpenLabel));
          await page.waitFor('the menu opens', () => page.isOpen(ids.menu), Boolean);
          await page.follow(await page.find(`#${ids.menu} a[hreflang]`, ui.language.switchLabel), lang === 'en' ? /\/ar\/portfolio$/ : /127\.0\.0\.1:\d+\/portfolio$/);
          assert.equal(await page.lang(), lang === 'en' ? 'ar' : 'en');
          s.expectNoErrors(`${lang} bottom bar and language`);
        });
      }
    });

    describe(`${label} at 1280 px, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
      const s = session(false, javaScript);

      for (const lang of ['en', 'ar'] as const) {
        const { layout, ui } = sites[lang];
        const name = `desktop-${lang}-${js}`;

        test(`${lang}: the Services menu shows below its button on hover and on a click, and closes on Escape`, async () => {
          const { page } = s;
          await page.goto(`${prefix(lang)}/`);
          const button = await page.find('header button[popovertarget="services-menu"]');
          const first = await page.find(`#${ids.services} a`, null);
          await page.browser.hover(button);
          await page.waitShown(first, 'the Services menu on hover');
          await page.browser.hover({ x: 640, y: 600 });
          await page.waitHidden(first, 'the Services menu once the pointer leaves');
          await page.browser.click(button);
          await page.waitFor('the Services menu opens', () => page.isOpen(ids.services), Boolean);
          const panel = await page.waitShown(`#${ids.services} ul`, 'the Services menu');
          const { rect: at } = await page.shown(button);
          // Below its button, its edge 16 px before the button's (where anchor positioning puts it).
          assert.ok(panel.rect.y >= at.y + at.height - 1 && panel.rect.y <= at.y + at.height + 12, `the menu is just below its button: ${JSON.stringify({ panel: panel.rect, button: at })}`);
          const offset = lang === 'en' ? at.x - panel.rect.x : panel.rect.x + panel.rect.width - (at.x + at.width);
          if (javaScript) assert.ok(Math.abs(offset - 16) <= 2, `the menu starts 16 px before its button: ${offset} px`);
          else assert.ok(panel.rect.x >= 0 && panel.rect.x + panel.rect.width <= 1280, 'the menu is on the screen');
          await shot(page, `${name}-services`);
          await page.browser.press('Escape');
          await page.waitFor('Escape closes the Services menu', () => page.isOpen(ids.services), (open) => !open);
          s.expectNoErrors(`${lang} Services`);
        });

        test(`${lang}: Get Started opens its dialog and closes; the language switch leads to the other language`, async () => {
          const { page } = s;
          await page.goto(`${prefix(lang)}/pricing`);
          await page.browser.click(await page.find('header button', layout.header.getStartedLabel));
          await page.waitFor('Get Started opens', () => page.isOpen(ids.getStarted), Boolean);
          const dialog = await page.waitShown(`#${ids.getStarted}`, 'Get Started');
          // Centred in the viewport, less the scrollbar where the engine draws one.
          const width = await page.browser.evaluate<number>('() => document.documentElement.clientWidth');
          assert.ok(Math.abs(dialog.rect.x + dialog.rect.width / 2 - width / 2) <= 2, `Get Started is centred: ${JSON.stringify(dialog.rect)} in ${width} px`);
          await page.waitShown(await page.find(`#${ids.getStarted} a[href^="mailto:"]`), 'the e-mail option');
          await shot(page, `${name}-get-started`);
          await page.browser.click(await page.find(`#${ids.getStarted} button`, layout.getStarted.closeLabel));
          await page.waitFor('Get Started closes', () => page.isOpen(ids.getStarted), (open) => !open);
          const languageLink = await page.find('header a[hreflang]', ui.language.switchLabel);
          assert.equal(await page.browser.evaluate<string>('(s) => document.querySelector(s).getAttribute("href")', languageLink), lang === 'en' ? '/ar/pricing' : '/pricing');
          await page.browser.click(languageLink);
          await page.waitForUrl(lang === 'en' ? /\/ar\/pricing$/ : /127\.0\.0\.1:\d+\/pricing$/);
          assert.equal(await page.lang(), lang === 'en' ? 'ar' : 'en');
          s.expectNoErrors(`${lang} Get Started and language`);
        });
      }

      test('the FAQ: a question of another tab opens its answer', async () => {
        const { page } = s;
        const faq = sites.en.routes.find((r) => r.path === '/faq')!.blocks.find((b) => b.type === 'faq')!;
        if (faq.type !== 'faq') throw new Error('no FAQ');
        const [, second] = faq.categories;
        await page.goto('/faq');
        if (javaScript) await page.browser.click(await page.find('[role="tab"]', second.label));
        const question = await page.find('.faq-question button', second.items[1].question);
        await page.waitShown(question, 'the question');
        await page.browser.click(question);
        await page.waitShown(`#q-${second.items[1].id}-a > div > :first-child`, 'the answer');
        await shot(page, `desktop-en-${js}-faq`);
        s.expectNoErrors('FAQ');
      });

      test('the portfolio and news filters show their category’s entries and keep it in the address', async () => {
        const { page } = s;
        for (const [path, category, cards] of [
          ['/portfolio', 'Healthcare', 'projects'],
          ['/ar/news', 'Cybersecurity', 'articles'],
        ] as const) {
          await page.goto(path);
          const lang = path.startsWith('/ar') ? 'ar' : 'en';
          await page.browser.click(await page.find('form [role="group"] button', sites[lang].ui.categoryNames[category as keyof typeof sites.en.ui.categoryNames]));
          await page.waitForUrl(/category=Healthcare|category=Cybersecurity/);
          const shown = await page.waitFor(
            `only ${category} ${cards}`,
            () => page.browser.evaluate<string[]>('() => [...document.querySelectorAll("main article, main .MuiCard-root")].filter((el) => el.checkVisibility()).map((el) => el.textContent)'),
            (texts) => texts.length > 0 && texts.every((text) => text.includes(sites[lang].ui.categoryNames[category as keyof typeof sites.en.ui.categoryNames]) || text.includes(category)),
          );
          assert.ok(shown.length >= 1);
        }
        await shot(page, `desktop-ar-${js}-news-filter`);
        s.expectNoErrors('filters');
      });

      test('the contact page: the consultation form is reachable, and the contact form is sent', async () => {
        const { page } = s;
        const forms = sites.en.routes.find((r) => r.path === '/contact')!.blocks.find((b) => b.type === 'contactForms')!;
        if (forms.type !== 'contactForms') throw new Error('no forms');
        await page.goto('/contact');
        if (javaScript) await page.browser.click(await page.find('[role="tab"]', forms.consultation.tabLabel));
        await page.waitShown(await page.find('form[action^="/api/consultation"] button[type="submit"]'), 'the consultation form’s button');
        if (javaScript) {
          const tab = await page.find('[role="tab"]', forms.contact.tabLabel);
          await page.browser.click(tab);
          // As a person does: the form they chose is shown before they type into it.
          await page.waitFor('the contact form’s tab chosen', () => page.browser.evaluate<string | null>(`() => [...document.querySelectorAll('[role="tab"]')].find((t) => t.getAttribute('aria-selected') === 'true')?.textContent ?? null`), (text) => text?.includes(forms.contact.tabLabel) ?? false);
        }
        const form = 'form[action^="/api/contact"]';
        const fill = async (field: string, text: string) => {
          await page.browser.click(`${form} [name="${field}"]`);
          await page.browser.type(text);
        };
        await fill('firstName', 'Mariam');
        await fill('email', `smoke.${engine}.${js}.${Date.now()}@company.qa`);
        await page.browser.evaluate(`() => document.querySelector('${form} [name="subject"]').focus()`);
        await page.browser.type('C');
        await fill('message', `Smoke test from ${label}: please ignore.`);
        await sleep(1200); // the minimum fill time the server is given (scripts/smoke.ts)
        await page.browser.click(await page.find(`${form} button[type="submit"]`));
        const reference = await page
          .waitFor(
            'the thank-you with its reference',
            () => page.browser.evaluate<string | null>('() => { const s = document.querySelector("[data-form-status]"); return s && s.checkVisibility() ? (s.textContent.match(/NQ-[A-Z2-9]{6}/) || [null])[0] : null; }'),
            (ref) => ref !== null,
            20_000,
          )
          .catch(async (error: Error) => {
            // What the form shows instead (an error, a field it refused), for whoever reads the failure.
            await shot(page, `desktop-en-${js}-form-not-sent`);
            const status = await page.browser.evaluate<string>('() => [location.href, document.querySelector("[data-form-status]")?.textContent, ...[...document.querySelectorAll("[aria-invalid=true]")].map((e) => e.name)].join(" | ")').catch(() => '');
            throw new Error(`${error.message}; the page: ${status}`);
          });
        assert.match(reference!, /^NQ-/);
        await shot(page, `desktop-en-${js}-form-sent`);
        s.expectNoErrors('form');
      });
    });
  }
}
