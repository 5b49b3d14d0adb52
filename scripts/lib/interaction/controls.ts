// The frame's controls the interaction bench taps, found as the layout tests find them: by role and
// accessible name, from site.json's texts in the page's language. Nothing here depends on how a
// control is built (React state, <dialog> with commandfor, popover, details), so the same bench
// measures every version of the frame.
import type { Page } from '@playwright/test';
import { localeOfPath, localizedPath, locales, unlocalizedPath, type Locale } from '../../../src/app/locale.ts';
import type { Site } from '../../../src/types/site.ts';
import { projectRoot } from '../../../src/server/render/schemas.ts';
import { validateSiteFile } from '../../../src/server/render/validateSite.ts';
import type { ElementQuery } from './probe.ts';
import { locate, lostAfterMs, measureStep, type Point, type Profile, type Step, type StepResult, type Visit } from './visit.ts';

const validation = validateSiteFile(`${projectRoot}/site.json`);
if (!validation.ok) throw new Error('site.json is invalid: run `npm run validate`');
/** site.json as the browser sees it, in each language. */
const sites: Record<Locale, Site> = validation.sites;

const textsOf = (path: string) => sites[localeOfPath(path)];

/** The elements of the frame, in the language of a path. */
export function frameQueries(path: string) {
  const { layout, ui } = textsOf(path);
  const banner: ElementQuery = { role: 'banner' };
  const menu: ElementQuery = { role: 'dialog', name: layout.header.menuTitle };
  const installDialog: ElementQuery = { role: 'dialog', name: ui.install!.title };
  return {
    banner,
    menu,
    menuButton: { role: 'button', name: layout.header.menuOpenLabel },
    menuClose: { role: 'button', name: layout.header.menuCloseLabel, within: menu },
    getStartedInMenu: { role: 'button', name: layout.header.getStartedLabel, within: menu },
    getStartedInHeader: { role: 'button', name: layout.header.getStartedLabel, within: banner },
    getStartedDialog: { role: 'dialog', name: layout.getStarted.title },
    contactButton: { role: 'button', name: layout.floatingContact.openLabel },
    whatsappOption: { role: 'link', name: layout.floatingContact.whatsappLabel },
    languageSwitch: { role: 'link', name: ui.language.switchLabel, within: banner },
    bottomBar: { role: 'navigation', name: layout.bottomBar.navLabel },
    footerNav: { role: 'navigation', name: layout.footer.navLabel },
    servicesButton: { role: 'button', name: layout.header.servicesMenu.label, within: banner },
    // Its name is the label followed by the description.
    firstServiceLink: { role: 'link', name: layout.header.servicesMenu.links[0].label, match: 'prefix', within: banner },
    installDialog,
    installLater: { role: 'button', name: ui.install!.laterLabel, within: installDialog },
  } satisfies Record<string, ElementQuery>;
}

/** The other language's twin of a path, where the language switch leads. */
const otherLanguagePath = (path: string) => localizedPath(unlocalizedPath(path), locales.find((l) => l !== localeOfPath(path))!);

/** The bottom bar's first item that leads elsewhere than this page and the home page. */
function bottomBarItem(path: string) {
  const { items } = textsOf(path).layout.bottomBar;
  return items.find((item) => item.href !== path && unlocalizedPath(item.href) !== '/')!;
}

export interface FrameControl {
  id: string;
  /** What is done and what answers, for the tables. */
  title: string;
  profile: Profile;
  /**
   * Measured on every route: the phone's controls that need the page's script to answer, and so
   * depend on how much each page loads first. The others (links, the desktop header, the install
   * dialog) on the first six routes, to keep a run near 15 minutes.
   */
  onEveryRoute?: boolean;
  /** Only the install dialog's own measure lets the dialog open. */
  offerInstall?: boolean;
  /**
   * The untimed input that leads to the control (opening the menu for its Get Started), made once
   * `untilDelay` resolves, at `point` when it aims at something (aimsAt); returns what went wrong,
   * if anything. Without a lead, the control's own input comes at load + the delay.
   */
  lead?: (page: Page, path: string, untilDelay: () => Promise<void>, point?: Point) => Promise<string | undefined>;
  /** What the lead's tap aims at. */
  aimsAt?: (path: string) => ElementQuery;
  step: (path: string) => Step;
}

/** What the first input of a visit aims at, found beforehand: the control itself, or what the lead taps. */
export function aimOf(control: FrameControl, path: string): ElementQuery | undefined {
  if (control.lead) return control.aimsAt?.(path);
  const { trigger } = control.step(path);
  return typeof trigger === 'function' ? undefined : trigger;
}

export const frameControls: FrameControl[] = [
  {
    id: 'menu',
    onEveryRoute: true,
    title: 'Menu button → menu dialog',
    profile: 'phone',
    step: (path) => ({ label: 'menu', trigger: frameQueries(path).menuButton, gesture: 'tap', answer: { kind: 'shown', query: frameQueries(path).menu } }),
  },
  {
    id: 'contact',
    onEveryRoute: true,
    title: 'Floating contact button → its WhatsApp option',
    profile: 'phone',
    step: (path) => ({ label: 'contact', trigger: frameQueries(path).contactButton, gesture: 'tap', answer: { kind: 'shown', query: frameQueries(path).whatsappOption } }),
  },
  {
    id: 'language',
    title: "Language switch → the other language's page (its first paint)",
    profile: 'phone',
    step: (path) => ({ label: 'language', trigger: frameQueries(path).languageSwitch, gesture: 'tap', answer: { kind: 'page', path: otherLanguagePath(path) } }),
  },
  {
    id: 'bottom-bar',
    title: 'Bottom bar link → its page',
    profile: 'phone',
    step: (path) => {
      const item = bottomBarItem(path);
      return { label: 'bottom-bar', trigger: { role: 'link', name: item.label, within: frameQueries(path).bottomBar }, gesture: 'tap', answer: { kind: 'page', path: item.href } };
    },
  },
  {
    id: 'get-started',
    onEveryRoute: true,
    title: "Menu's Get Started → Get Started dialog (the menu opened first, at the delay)",
    profile: 'phone',
    aimsAt: (path) => frameQueries(path).menuButton,
    lead: async (page, path, untilDelay, point) => {
      await untilDelay();
      await page.touchscreen.tap(point!.x, point!.y);
      try {
        await locate(page, frameQueries(path).menu).waitFor({ state: 'visible', timeout: lostAfterMs });
        return undefined;
      } catch {
        return `the menu did not open within ${lostAfterMs / 1000} s`;
      }
    },
    step: (path) => ({ label: 'get-started', trigger: frameQueries(path).getStartedInMenu, gesture: 'tap', answer: { kind: 'shown', query: frameQueries(path).getStartedDialog } }),
  },
  {
    id: 'services-hover',
    title: 'Desktop: hover Services → its first link',
    profile: 'desktop',
    step: (path) => ({ label: 'services-hover', trigger: frameQueries(path).servicesButton, gesture: 'hover', answer: { kind: 'visible', query: frameQueries(path).firstServiceLink } }),
  },
  {
    id: 'services-enter',
    title: 'Desktop: Enter on the focused Services button → its first link',
    profile: 'desktop',
    lead: async (page, path, untilDelay) => {
      await untilDelay();
      // A task in the page, which waits for the main thread as a visitor's Tab key would.
      const focused = await locate(page, frameQueries(path).servicesButton).evaluate((button) => {
        (button as HTMLElement).focus();
        return document.activeElement === button;
      });
      return focused ? undefined : 'the Services button could not be focused';
    },
    step: (path) => ({ label: 'services-enter', trigger: frameQueries(path).servicesButton, gesture: { press: 'Enter' }, answer: { kind: 'visible', query: frameQueries(path).firstServiceLink } }),
  },
  {
    id: 'get-started-desktop',
    title: 'Desktop: Get Started → Get Started dialog',
    profile: 'desktop',
    step: (path) => ({ label: 'get-started-desktop', trigger: frameQueries(path).getStartedInHeader, gesture: 'click', answer: { kind: 'shown', query: frameQueries(path).getStartedDialog } }),
  },
];

/** The install dialog opens by itself 3 s after load on phones: its Maybe Later, tapped as soon as it shows. */
export const installControl: FrameControl = {
  id: 'install-later',
  title: 'Install dialog (opens 3 s after load) → Maybe Later closes it',
  profile: 'phone',
  offerInstall: true,
  lead: async (page, path, untilDelay) => {
    await untilDelay();
    try {
      await locate(page, frameQueries(path).installDialog).waitFor({ state: 'visible', timeout: 20_000 });
      return undefined;
    } catch {
      return 'the install dialog did not open within 20 s of load';
    }
  },
  step: (path) => ({ label: 'install-later', trigger: frameQueries(path).installLater, gesture: 'tap', answer: { kind: 'gone', query: frameQueries(path).installDialog } }),
};

/**
 * The visit of someone who has read the home page a while: the menu, the FAQ (from the menu, or
 * from the footer when the menu has no link to it), a question, the second tab, the contact page
 * from the bottom bar, its first field and ten characters typed into it.
 */
export async function settledSequence(visit: Visit, home: string): Promise<StepResult[]> {
  const { page } = visit;
  const q = frameQueries(home);
  const faqPath = localizedPath('/faq', localeOfPath(home));
  const contactPath = localizedPath('/contact', localeOfPath(home));
  const results: StepResult[] = [];
  // A step that cannot be made (its control never showed) is reported, and the visit goes on.
  const run = async (step: Step) => {
    const result = await measureStep(page, step).catch((error: Error): StepResult => ({ label: step.label, lost: false, error: error.message.split('\n')[0] }));
    results.push(result);
  };
  const settle = async () => {
    await visit.networkQuiet();
    await page.waitForTimeout(1000);
  };
  const linkTo = (href: string, within: ElementQuery) => locate(page, within).locator(`a[href="${href}"]`).first();
  const main = page.getByRole('main');

  await page.goto(home, { waitUntil: 'load' });
  await visit.networkQuiet();
  await page.waitForTimeout(5000);

  await run({ label: 'open the menu', trigger: q.menuButton, gesture: 'tap', answer: { kind: 'shown', query: q.menu } });
  if ((await linkTo(faqPath, q.menu).count()) > 0) {
    await run({ label: 'FAQ from the menu', trigger: () => linkTo(faqPath, q.menu), gesture: 'tap', answer: { kind: 'page', path: faqPath } });
  } else {
    await run({ label: 'close the menu', trigger: q.menuClose, gesture: 'tap', answer: { kind: 'gone', query: q.menu } });
    await run({ label: 'FAQ from the footer (the menu has none)', trigger: () => linkTo(faqPath, q.footerNav), gesture: 'tap', answer: { kind: 'page', path: faqPath } });
  }
  await settle();
  await run({ label: 'open the first question', trigger: () => main.locator('summary, button[aria-expanded][aria-controls]').visible().first(), gesture: 'tap', answer: { kind: 'expanded' } });
  await run({ label: 'the second tab', trigger: () => main.getByRole('tab').nth(1), gesture: 'tap', answer: { kind: 'selected' } });
  await run({ label: 'contact from the bottom bar', trigger: () => linkTo(contactPath, q.bottomBar), gesture: 'tap', answer: { kind: 'page', path: contactPath } });
  await settle();
  const field = () => main.locator('form').first().getByRole('textbox').first();
  await run({ label: "the form's first field", trigger: field, gesture: 'tap', answer: { kind: 'focused' } });
  const text = 'Nuqta test';
  for (let i = 0; i < text.length; i++)
    await run({ label: `type "${text[i]}"`, trigger: field, gesture: { type: text[i] }, answer: { kind: 'typed', length: i + 1 } });
  return results;
}
