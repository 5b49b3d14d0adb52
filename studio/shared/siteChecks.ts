// The site's checks: what `npm run validate` accepts but a visitor, a screen reader or a search
// engine would find wrong, found in the draft (site.json as the studio edits it, both languages)
// by pure functions that the studio runs in the browser at every change, and the console's server
// on the version to be published. Each item says where it is (a JSON pointer, for the studio's
// "Go to the field", and the page, block and field in words) and what to do, in a marketer's
// words. They are warnings: they never stop a save or a publish. What the validation already
// refuses (a link to a page that does not exist, an empty text, a title over 70 characters) is
// its error, and the studio shows it once, as the error.
import { locales, type Locale } from '../../src/app/locale.ts';
import { pageName, placeWords } from './problemWords.ts';
import { placeWordsAr } from './studioNames.ts';
import { blockName } from './blockLabels.ts';
import { estimatePages, pageBudgets, type PageEstimate } from './pageEstimate.ts';
import type { BlockData, SiteData } from './siteData.ts';
import { checkKindLabels, checkText, type CheckKind, type CheckMessage } from './checkWords.ts';

export { checkKindLabels, type CheckKind };

export interface SiteCheck {
  /** JSON pointer of the value at fault (a text, a block, a page). */
  pointer: string;
  severity: 'warning';
  kind: CheckKind;
  /** Where, by page, block and field: "Pricing, Title (English)". */
  where: string;
  /** The same in Arabic, with the Arabic studio's names of pages, blocks and fields: "التسعير، العنوان (بالإنجليزية)". */
  whereAr: string;
  /** What is wrong and what to do, in English (the studio). */
  what: string;
  /** The same, to be said in the reader's language (checkWords.ts: checkText). */
  message: CheckMessage;
  /** The page it shows on, when it is on one (an article's text is on the article's page). */
  path?: string;
}

/**
 * How long search results show a title (with " | " and the brand after it, as the page's <title>
 * has it) and a description without cutting it or saying too little, in characters: Google shows
 * about 50-60 characters of a title (600 px) and 120-160 of a description; below 30 and 70 they
 * say little about the page (Moz's and Yoast's guidance, Google Search Central's "Influencing
 * your title links and snippets").
 */
export const searchResultLengths = { title: { min: 30, max: 60 }, description: { min: 70, max: 160 } };

/** Block types whose heading is the page's h1 (HeroBlock, ArticleBlock, ProjectDetailBlock). */
export const pageOpeningTypes = ['hero', 'article', 'projectDetail'];

const languageName: Record<Locale, string> = { en: 'English', ar: 'Arabic' };
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const length = (text: string) => [...text].length;
const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** A text to quote, cut after `max` characters (each language's words quote it: checkWords.ts). */
const cut = (text: string, max = 60) => (length(text) > max ? [...text].slice(0, max - 1).join('') + '…' : text);

/** A text in one language as a visitor reads it: a string, or (inline links) a list of strings and { text, href }. */
function plain(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((part) => (typeof part === 'string' ? part : isObject(part) && typeof part.text === 'string' ? part.text : '')).join('');
  return undefined;
}

/** A text in both languages ({ "en": …, "ar": … }). */
const isBilingual = (node: Record<string, unknown>) => {
  const keys = Object.keys(node);
  return keys.length === 2 && 'en' in node && 'ar' in node && plain(node.en) !== undefined && plain(node.ar) !== undefined;
};

/** Every value of the site with its pointer, depth first. */
function walk(node: unknown, visit: (value: unknown, pointer: string, parent?: unknown, key?: string) => boolean | void, pointer = '', parent?: unknown, key?: string) {
  if (visit(node, pointer, parent, key) === false) return;
  if (Array.isArray(node)) node.forEach((item, i) => walk(item, visit, `${pointer}/${i}`, node, String(i)));
  else if (isObject(node)) for (const [k, value] of Object.entries(node)) walk(value, visit, `${pointer}/${escape(k)}`, node, k);
}

/** The placeholders a title or a description may hold, filled as the build fills them (the brand, the location, a plan's name). */
function filled(text: string, site: SiteData, locale: Locale): string {
  const facts = site.site as Record<string, any>;
  const value = (name: string): string | undefined => {
    const fact = facts?.[name];
    if (typeof fact === 'string') return fact;
    if (isObject(fact) && typeof fact[locale] === 'string') return fact[locale] as string;
    const plan = /^plan\.([^.]+)\.(name|deliveryTime)$/.exec(name);
    const found = plan && (site.plans ?? []).find((p) => p.id === plan[1]);
    const field = found && (found as Record<string, any>)[plan![2]];
    return isObject(field) && typeof field[locale] === 'string' ? (field[locale] as string) : undefined;
  };
  return text.replace(/\{([a-zA-Z]+(?:\.[a-z0-9-]+\.[a-zA-Z]+)?)\}/g, (whole, name: string) => value(name) ?? whole);
}

const brand = (site: SiteData, locale: Locale) => {
  const value = (site.site as Record<string, any>)?.brand?.[locale];
  return typeof value === 'string' ? value : '';
};

/** The pages each article and project shows on (its own page first). */
function pagesOfEntries(site: SiteData) {
  const articles = new Map<string, string>();
  const projects = new Map<string, string>();
  for (const route of site.routes ?? [])
    for (const block of route.blocks ?? []) {
      if (block.type === 'article' && typeof block.article === 'string' && !articles.has(block.article)) articles.set(block.article, route.path);
      if (block.type === 'projectDetail' && typeof block.project === 'string' && !projects.has(block.project)) projects.set(block.project, route.path);
    }
  return (pointer: string): string | undefined => {
    const route = /^\/routes\/(\d+)(?:\/|$)/.exec(pointer);
    if (route) return site.routes[Number(route[1])]?.path;
    const entry = /^\/(articles|projects)\/(\d+)(?:\/|$)/.exec(pointer);
    if (entry) {
      const slug = (site[entry[1]] as Array<{ slug?: string }> | undefined)?.[Number(entry[2])]?.slug;
      return slug === undefined ? undefined : (entry[1] === 'articles' ? articles : projects).get(slug);
    }
    return undefined;
  };
}

type Add = (kind: CheckKind, pointer: string, message: CheckMessage, where?: { en: string; ar: string }) => void;

/** Titles and descriptions as search results show them; the same title on two pages. */
function searchChecks(site: SiteData, add: Add) {
  const firstWithTitle = new Map<string, number>();
  site.routes.forEach((route, r) => {
    for (const locale of locales) {
      const title = plain((route.title as unknown as Record<string, unknown> | undefined)?.[locale]);
      if (title?.trim()) {
        const shown = `${filled(title.trim(), site, locale)} | ${brand(site, locale)}`;
        const { min, max } = searchResultLengths.title;
        const n = length(shown);
        const pointer = `/routes/${r}/title/${locale}`;
        if (n < min)
          add('titleLength', pointer, { key: 'titleShort', args: [cut(shown), n, min, max] });
        else if (n > max) add('titleLength', pointer, { key: 'titleLong', args: [cut(shown, 70), n, max] });
        const same = `${locale} ${title.trim().toLowerCase().replace(/\s+/g, ' ')}`;
        const first = firstWithTitle.get(same);
        if (first === undefined) firstWithTitle.set(same, r);
        else add('sameTitle', pointer, { key: 'sameTitle', args: [locale, site.routes[first].path] });
      }
      const description = plain((route.description as unknown as Record<string, unknown> | undefined)?.[locale]);
      if (description?.trim()) {
        const text = filled(description.trim(), site, locale);
        const n = length(text);
        const { min, max } = searchResultLengths.description;
        const pointer = `/routes/${r}/description/${locale}`;
        if (n < min) add('descriptionLength', pointer, { key: 'descriptionShort', args: [n, min, max] });
        else if (n > max) add('descriptionLength', pointer, { key: 'descriptionLong', args: [n, max] });
      }
    }
  });
}

/** One h1 per page, first: the opening block. */
function mainHeadingChecks(site: SiteData, add: Add) {
  site.routes.forEach((route, r) => {
    const blocks = route.blocks ?? [];
    const openers = blocks.flatMap((block, b) => (pageOpeningTypes.includes(block.type) ? [b] : []));
    const first = blocks[0];
    if (first && !pageOpeningTypes.includes(first.type))
      // Named by the block (placeWords): "Pricing, block 1 ‘Cards: …’".
      add('mainHeading', `/routes/${r}/blocks/0`, { key: 'noOpeningHero', args: [openers.length > 0] });
    for (const b of openers.slice(1))
      add('mainHeading', `/routes/${r}/blocks/${b}`, { key: 'secondMainHeading', args: [openers[0] + 1] });
  });
}

interface Heading {
  level: number;
  /** Where it is written: a rich text's line, a block's heading, or the block. */
  pointer: string;
  /** A line of a long text (a heading or a sub-heading the marketer chose), or a block's own heading. */
  line?: { sub: boolean };
}

const hasText = (value: unknown) => isObject(value) && Object.values(value).some((text) => Boolean(plain(text)?.trim()));
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** A long text's headings: level 2 and 3 moved down by `offset` (src/blocks/shared/RichText.tsx). */
function richTextHeadings(body: unknown, pointer: string, offset: number): Heading[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((node, n) =>
    isObject(node) && node.type === 'heading' && (node.level === 2 || node.level === 3) ? [{ level: Math.min(6, node.level + offset), pointer: `${pointer}/${n}`, line: { sub: node.level === 3 } }] : [],
  );
}

/**
 * The headings a block renders, in order, as its component does (src/blocks/*): a hero's,
 * an article's and a project's title are the h1; a section's heading is an h2 and its items' titles
 * h3; a long text's headings are h2 and h3, one level lower under the block's own heading, and two
 * in an FAQ answer (under its question's h3).
 */
export const blockHeadings: Record<string, (block: Record<string, any>, at: string, site: SiteData) => Heading[]> = {
  hero: (_, at) => [{ level: 1, pointer: `${at}/heading` }],
  article: (block, at, site) => {
    const i = (site.articles ?? []).findIndex((article) => article.slug === block.article);
    if (i < 0) return [{ level: 1, pointer: at }];
    const article = site.articles![i] as Record<string, any>;
    return [{ level: 1, pointer: `/articles/${i}/title` }, ...richTextHeadings(article.body, `/articles/${i}/body`, 0), { level: 2, pointer: at }];
  },
  projectDetail: (block, at, site) => {
    const i = (site.projects ?? []).findIndex((project) => project.slug === block.project);
    return [{ level: 1, pointer: i < 0 ? at : `/projects/${i}/title` }, ...['featuresHeading', 'resultsHeading', 'challengesHeading', 'solutionsHeading'].map((field) => ({ level: 2, pointer: `${at}/${field}` }))];
  },
  richText: (block, at) => [...(hasText(block.heading) ? [{ level: 2, pointer: `${at}/heading` }] : []), ...richTextHeadings(block.body, `${at}/body`, hasText(block.heading) ? 1 : 0)],
  faq: (block, at) => [
    ...section(block, at),
    ...(Array.isArray(block.categories) ? block.categories : []).flatMap((category: Record<string, any>, c: number) => [
      { level: 3, pointer: `${at}/categories/${c}/label` },
      ...(Array.isArray(category?.items) ? category.items : []).flatMap((item: Record<string, any>, q: number) => [
        { level: 3, pointer: `${at}/categories/${c}/items/${q}/question` },
        ...richTextHeadings(item?.answer, `${at}/categories/${c}/items/${q}/answer`, 2),
      ]),
    ]),
  ],
  cta: (_, at) => [{ level: 2, pointer: `${at}/heading` }],
  cardGrid: (block, at) => [...section(block, at), ...items(count(block.cards), at)],
  checklist: (block, at) => section(block, at),
  highlights: (block, at) => [...section(block, at), ...items(count(block.items), at)],
  processSteps: (block, at) => [...section(block, at), ...items(count(block.steps), at)],
  pricingTable: (block, at) => [...section(block, at), ...items(count(block.plans), at)],
  portfolioGrid: (block, at, site) => [...section(block, at), ...items(count(site.projects), at)],
  newsList: (block, at, site) => [...section(block, at), ...items(count(site.articles) + 1, at)],
  successStory: (block, at) => [...section(block, at), ...items(3, at)],
  testimonials: (block, at) => section(block, at),
  mapEmbed: (block, at) => section(block, at),
  // Their cards' and forms' titles are h3 under the block's heading, h2 without one.
  contactInfo: (block, at) => (hasText(block.heading) ? [...section(block, at), ...items(4, at)] : items(4, at, 2)),
  contactForms: (block, at) => (hasText(block.heading) ? [...section(block, at), ...items(2, at)] : items(2, at, 2)),
};

/** A section's heading (src/blocks/shared/Section.tsx): an h2 when it has one. */
const section = (block: Record<string, any>, at: string): Heading[] => (hasText(block.heading) ? [{ level: 2, pointer: `${at}/heading` }] : []);
/** The titles of a block's items: `n` headings of `level` (h3), found at the block. */
const items = (n: number, at: string, level = 3): Heading[] => Array.from({ length: n }, () => ({ level, pointer: at }));

/** The page's outline, block after block: a level may go up any number of steps, down only one. */
function headingLevelChecks(site: SiteData, add: Add) {
  site.routes.forEach((route, r) => {
    const outline = (route.blocks ?? []).flatMap((block, b) => blockHeadings[block.type]?.(block as Record<string, any>, `/routes/${r}/blocks/${b}`, site) ?? []);
    const reported = new Set<string>();
    outline.forEach((heading, i) => {
      const before = outline[i - 1];
      if (!before || heading.level <= before.level + 1 || reported.has(heading.pointer)) return;
      reported.add(heading.pointer);
      const missing = before.level + 1;
      const message: CheckMessage = heading.line
        ? { key: 'lineSkipsLevel', args: [heading.line.sub, heading.level, before.level, missing] }
        : { key: 'blockSkipsLevel', args: [heading.level, before.level, missing] };
      add('headingLevels', heading.pointer, message);
    });
  });
}

/** An image's text alternative in each language: there, and saying what it shows. */
const imageFile = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const saysNothing = new Set(['image', 'photo', 'picture', 'img', 'graphic', 'icon', 'banner', 'illustration', 'logo', 'صورة', 'صوره', 'الصورة', 'رسم', 'رسمة', 'شعار']);
function imageTextChecks(site: SiteData, add: Add) {
  walk(site, (node, pointer) => {
    if (!isObject(node) || typeof node.src !== 'string' || !imageFile.test(node.src)) return;
    const stem = node.src.split('/').pop()!.replace(imageFile, '').toLowerCase();
    if (!isObject(node.alt)) {
      add('imageText', pointer, { key: 'imageWithoutText', args: [] });
      return false;
    }
    for (const locale of locales) {
      const alt = plain(node.alt[locale])?.trim();
      const at = `${pointer}/alt/${locale}`;
      const words = alt?.toLowerCase().replace(/[.,:;!?"'“”«»()-]+/g, ' ').trim();
      if (!alt) add('imageText', at, { key: 'imageWithoutTextIn', args: [locale] });
      else if (imageFile.test(alt) || alt.toLowerCase() === stem || /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/i.test(alt))
        add('imageText', at, { key: 'imageTextIsFileName', args: [locale, cut(alt)] });
      else if (words && saysNothing.has(words)) add('imageText', at, { key: 'imageTextSaysNothing', args: [locale, cut(alt)] });
    }
    return false;
  });
}

const routePath = (href: string) => href.replace(/[?#].*$/, '') || '/';

/** Links to an address that is now only an old one (a redirect's "from"): they work, one hop later. */
function oldAddressChecks(site: SiteData, add: Add) {
  const routes = new Set((site.routes ?? []).map((route) => route.path));
  const redirects = new Map<string, string>();
  for (const redirect of site.redirects ?? []) if (typeof redirect?.from === 'string' && !routes.has(redirect.from)) redirects.set(redirect.from, redirect.to);
  walk(site, (node, pointer, _parent, key) => {
    if (key !== 'href' || typeof node !== 'string' || !node.startsWith('/')) return;
    const to = redirects.get(routePath(node));
    if (to !== undefined) add('oldAddress', pointer, { key: 'linkToOldAddress', args: [node, to] });
  });
  (site.redirects ?? []).forEach((redirect, i) => {
    const to = typeof redirect?.to === 'string' ? redirects.get(routePath(redirect.to)) : undefined;
    if (to !== undefined) add('oldAddress', `/redirects/${i}/to`, { key: 'redirectToOldAddress', args: [redirect.to, to] });
  });
}

/** Words that only an English sentence or phrase has (names, products and figures have none). */
const englishWords = new Set(
  'a an the and or but not no of to for in on at by with from as so if your our my you we us me is are be has have do will can this that it its more about how what why who get see view read learn contact call book ask start here now today free all new'.split(' '),
);
/** English words in a phrase or a sentence: a common word, a comma or a full stop between words, or five words (a name has fewer). */
const isEnglish = (text: string) => {
  const words = text.toLowerCase().match(/[a-z]{2,}|\b[a-z]\b/g) ?? [];
  return words.length >= 2 && (words.some((word) => englishWords.has(word)) || /[,!?;:]|\.(?:\s|$)/.test(text) || words.length >= 5);
};

/**
 * A text in one language only. The validation refuses an empty one; what it lets through is the
 * other language's text copied in: an Arabic side in English (no Arabic letter and English words,
 * so not a name, a product or a figure such as "React", "24/7" or the legal name), or an English
 * side that is the Arabic text.
 */
function translationChecks(site: SiteData, add: Add) {
  walk(site, (node, pointer, _parent, key) => {
    if (!isObject(node) || !isBilingual(node)) return;
    // An image's text alternative is the image check's.
    if (key === 'alt') return false;
    const en = plain(node.en)!.trim();
    const ar = plain(node.ar)!.trim();
    if (!en && !ar) return false;
    if (!en) add('translation', `${pointer}/en`, { key: 'noEnglish', args: [] });
    else if (!ar) add('translation', `${pointer}/ar`, { key: 'noArabic', args: [] });
    else if (!arabicLetter.test(ar) && isEnglish(ar)) add('translation', `${pointer}/ar`, { key: 'arabicInEnglish', args: [cut(ar), ar === en] });
    else if (en === ar && arabicLetter.test(en)) add('translation', `${pointer}/en`, { key: 'englishInArabic', args: [cut(en)] });
    return false;
  });
}

/**
 * Link texts that say nothing out of context: a screen reader's list of links, a search engine.
 * Lighthouse's list (its "Links do not have descriptive text" audit) and the same in Arabic.
 */
const vagueLinkTexts: Record<Locale, Set<string>> = {
  en: new Set(['click here', 'click this', 'click', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this', 'link', 'this link', 'details', 'more details', 'continue']),
  ar: new Set(['اضغط هنا', 'انقر هنا', 'اضغط', 'انقر', 'هنا', 'من هنا', 'اقرأ المزيد', 'المزيد', 'اعرف المزيد', 'تعرف على المزيد', 'لمعرفة المزيد', 'المزيد من المعلومات', 'معلومات', 'التفاصيل', 'تفاصيل', 'رابط', 'هذا الرابط', 'ابدأ', 'تابع', 'شاهد المزيد']),
};
const linkTextKeys = ['label', 'text', 'title', 'name'];
const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[.,:;!?…→←›‹»«"'“”()\-–—>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every object with an "href" and its visible text, wherever it is (buttons, menus, cards, links inside a text). */
function linkTextChecks(site: SiteData, add: Add) {
  walk(site, (node, pointer, parent, key) => {
    if (!isObject(node) || typeof node.href !== 'string') return;
    // A card's link is named after its card: the site adds the card's title to its text (CardGridBlock).
    if (key === 'link' && isObject(parent) && hasText(parent.title)) return;
    const textKey = linkTextKeys.find((k) => node[k] !== undefined);
    if (!textKey) return;
    const value = node[textKey];
    const texts: Array<[string, Locale[], string]> = isObject(value)
      ? locales.map((locale) => [`${pointer}/${textKey}/${locale}`, [locale], plain(value[locale]) ?? ''])
      : [[`${pointer}/${textKey}`, languageOf(pointer), plain(value) ?? '']];
    for (const [at, languages, text] of texts)
      if (languages.some((locale) => vagueLinkTexts[locale].has(normalised(text))))
        add('linkText', at, { key: 'vagueLinkText', args: [cut(text.trim())] });
  });
}

/** The language of a text inside one language's side ("…/text/ar/2"), or both. */
const languageOf = (pointer: string): Locale[] => {
  const found = pointer.split('/').reverse().find((part) => part === 'en' || part === 'ar');
  return found ? [found as Locale] : [...locales];
};

/** Pages whose estimated JavaScript before idle is over the budget a publish enforces. */
function pageSizeChecks(site: SiteData, estimates: PageEstimate[], add: Add) {
  for (const estimate of estimates) {
    if (estimate.kb <= pageBudgets.jsKb) continue;
    const route = site.routes[estimate.route];
    if (!route) continue;
    const largest = estimate.blockKb.reduce((best, size, b) => (size > estimate.blockKb[best] ? b : best), 0);
    const block = route.blocks[largest] as BlockData | undefined;
    const biggest = block ? { block: largest + 1, name: { en: blockName(block, 'en'), ar: blockName(block, 'ar') }, kb: Math.round(estimate.blockKb[largest]) } : null;
    add(
      'pageSize',
      block ? `/routes/${estimate.route}/blocks/${largest}` : `/routes/${estimate.route}`,
      { key: 'pageOverBudget', args: [estimate.locale, Math.round(estimate.kb), pageBudgets.jsKb, biggest] },
      { en: `${pageName(site, estimate.route)} (${languageName[estimate.locale]})`, ar: `${pageName(site, estimate.route, 'ar')} (${placeWordsAr.inLanguage[estimate.locale]})` },
    );
  }
}

export interface SiteCheckOptions {
  /** The pages' sizes (estimatePages): without them, no page size is checked. */
  estimates?: PageEstimate[];
}

/** Every check of the site, in the order of the kinds, then of the file. */
export function siteChecks(site: SiteData, { estimates = [] }: SiteCheckOptions = {}): SiteCheck[] {
  if (!site || !Array.isArray(site.routes)) return [];
  const pathOf = pagesOfEntries(site);
  const found: SiteCheck[] = [];
  const seen = new Set<string>();
  const add: Add = (kind, pointer, message, where) => {
    if (seen.has(`${kind} ${pointer}`)) return;
    seen.add(`${kind} ${pointer}`);
    const path = pathOf(pointer);
    found.push({ pointer, severity: 'warning', kind, where: where?.en ?? placeWords(pointer, site), whereAr: where?.ar ?? placeWords(pointer, site, 'ar'), what: checkText(message, 'en'), message, ...(path === undefined ? {} : { path }) });
  };
  const checks: Array<() => void> = [
    () => searchChecks(site, add),
    () => mainHeadingChecks(site, add),
    () => headingLevelChecks(site, add),
    () => imageTextChecks(site, add),
    () => oldAddressChecks(site, add),
    () => translationChecks(site, add),
    () => linkTextChecks(site, add),
    () => pageSizeChecks(site, estimates, add),
  ];
  for (const check of checks) {
    try {
      check();
    } catch {
      // A draft too broken for a check (a list that is not one): its problems say so.
    }
  }
  return found;
}

/** The checks with the pages' sizes estimated: the server's (and a test's) whole report. */
export async function checkSite(site: SiteData): Promise<SiteCheck[]> {
  return siteChecks(site, { estimates: await estimatePages(site).catch(() => []) });
}

/** How many of each kind, in the order of the kinds. */
export function countsByKind(checks: SiteCheck[]): Array<{ kind: CheckKind; label: string; count: number }> {
  return (Object.keys(checkKindLabels) as CheckKind[]).map((kind) => ({ kind, label: checkKindLabels[kind], count: checks.filter((check) => check.kind === kind).length })).filter((entry) => entry.count > 0);
}

/** The language a check is about, when it is about one side of a text (or one language's page). Here, not in the studio's code: the console's Publish page uses it too. */
export function checkLanguage(check: SiteCheck): 'en' | 'ar' | undefined {
  const part = check.pointer.split('/').reverse().find((segment) => segment === 'en' || segment === 'ar');
  if (part) return part as 'en' | 'ar';
  return /\(Arabic\)$/.test(check.where) ? 'ar' : /\(English\)$/.test(check.where) ? 'en' : undefined;
}
