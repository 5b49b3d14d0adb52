// What each of the site's checks (siteChecks.ts) says is wrong and what to do, in English and in
// Arabic side by side: a check keeps its message's key and arguments, and each reader's words are
// chosen where it is shown (the console's Publish page in the member's language; the studio and a
// check's `what` in English).
import type { Locale } from '../../src/app/locale.ts';

export type CheckKind = 'titleLength' | 'descriptionLength' | 'mainHeading' | 'headingLevels' | 'imageText' | 'oldAddress' | 'translation' | 'linkText' | 'sameTitle' | 'pageSize';

/** Each kind as the reports count it (here, not in siteChecks.ts: the console's words name them without loading the checks). */
export const checkKindLabels: Record<CheckKind, string> = {
  titleLength: 'Title length',
  descriptionLength: 'Description length',
  mainHeading: 'Main heading (h1)',
  headingLevels: 'Heading level skipped',
  imageText: 'Image without text alternative',
  oldAddress: 'Link to an old address',
  translation: 'Text missing in one language',
  linkText: 'Link text that says nothing',
  sameTitle: 'Same title as another page',
  pageSize: 'Page over its size budget',
};

/** A text both languages name differently: a block's name, say. */
export type Bilingual = { en: string; ar: string };

const englishName: Record<Locale, string> = { en: 'English', ar: 'Arabic' };
/** The adjective after a feminine noun (الصفحة الإنجليزية); after a masculine one (النص البديل العربي). */
const arabicName: Record<Locale, string> = { en: 'الإنجليزية', ar: 'العربية' };
const arabicNameMasculine: Record<Locale, string> = { en: 'الإنجليزي', ar: 'العربي' };
const arabicLetter = /[\u0600-\u06FF]/;
/** A quoted text as the English has it: Arabic inside an isolate, so that the sentence keeps its order. */
const quoted = (text: string) => (arabicLetter.test(text) ? `“\u2068${text}\u2069”` : `“${text}”`);
/** A quoted text in an Arabic sentence: an isolate always (an English text would turn the sentence around it). */
const arabicQuoted = (text: string) => `«\u2068${text}\u2069»`;
const isolated = (text: string | number) => `\u2068${text}\u2069`;

const en = {
  titleShort: (shown: string, length: number, min: number, max: number) =>
    `search results show this page as ${quoted(shown)}, ${length} characters: under ${min}, it says little about the page. Say what it offers, and where (“… in Qatar”), in ${min} to ${max} characters with the brand.`,
  titleLong: (shown: string, length: number, max: number) => `search results show about ${max} characters of a title, and this one is ${length} with the brand: ${quoted(shown)}. They cut the rest: shorten it.`,
  sameTitle: (locale: Locale, otherPath: string) => `the same ${englishName[locale]} title as ${otherPath}: search engines and browser tabs cannot tell the two pages apart. Give each page its own title.`,
  descriptionShort: (length: number, min: number, max: number) =>
    `${length} characters: search results show ${min} to ${max} under the title, and a shorter one says too little about the page (they may show other words from the page instead). Say what a visitor finds there.`,
  descriptionLong: (length: number, max: number) => `${length} characters: search results cut a description after about ${max}. Shorten it.`,
  noOpeningHero: (hasHero: boolean) => `the page does not open with a hero, so visitors and search engines see no main heading first. Move the hero to the top${hasHero ? '' : ', or add one'}.`,
  secondMainHeading: (firstBlock: number) => `a second main heading (h1) on the page, after block ${firstBlock}. Search engines and screen readers expect one: remove this block or use another type.`,
  lineSkipsLevel: (sub: boolean, level: number, before: number, missing: number) =>
    `this ${sub ? 'sub-heading' : 'heading'} is a level-${level} heading right after a level-${before} one, so level ${missing} is missing from the page's outline (screen readers and search engines read headings as one). ${sub ? 'Make it a heading, or put a heading before it.' : 'Give the text a heading of its own above it, or make this a paragraph.'}`,
  blockSkipsLevel: (level: number, before: number, missing: number) => `its titles are level-${level} headings right after a level-${before} one, so level ${missing} is missing from the page's outline: give the block a heading.`,
  imageWithoutText: 'the image has no text alternative: people who cannot see it, and search engines, learn nothing of what it shows. Say in a sentence what it shows, in English and in Arabic.',
  imageWithoutTextIn: (locale: Locale) => `the image has no text alternative in ${englishName[locale]}: people who cannot see it, and search engines, learn nothing of what it shows. Say in a sentence what it shows.`,
  imageTextIsFileName: (locale: Locale, alt: string) => `the ${englishName[locale]} text alternative is a file name, ${quoted(alt)}, not what the image shows: say in a sentence what it shows.`,
  imageTextSaysNothing: (locale: Locale, alt: string) => `the ${englishName[locale]} text alternative says only ${quoted(alt)}: say what the image shows.`,
  linkToOldAddress: (href: string, to: string) => `links to ${href}, an old address that only redirects to ${to} now: link to ${to} directly, so that visitors and search engines arrive without the detour.`,
  redirectToOldAddress: (from: string, to: string) => `leads to ${from}, itself an old address that redirects to ${to}: lead straight to ${to}.`,
  noEnglish: 'has Arabic text but no English: visitors of the English site see nothing here. Write it in English.',
  noArabic: 'has English text but no Arabic: visitors of the Arabic site see nothing here. Write it in Arabic.',
  arabicInEnglish: (text: string, copied: boolean) => `the Arabic is in English, ${quoted(text)}${copied ? ', the English text copied' : ''}: visitors of the Arabic site read English here. Translate it.`,
  englishInArabic: (text: string) => `the English is the Arabic text, ${quoted(text)}: visitors of the English site read Arabic here. Translate it.`,
  vagueLinkText: (text: string) =>
    `the link says only ${quoted(text)}, which tells nothing of where it leads to someone who hears the page's links read out one after another, or to a search engine. Say where it leads (“See our website plans”).`,
  pageOverBudget: (locale: Locale, kb: number, budgetKb: number, largest: { block: number; name: Bilingual; kb: number } | null) =>
    `the ${englishName[locale]} page would make visitors load about ${kb} KB before they can use it, over the ${budgetKb} KB a page may (its code and its content, compressed): a publish stops at a page over it.${largest ? ` Its largest part is block ${largest.block} ‘${largest.name.en}’, about ${largest.kb} KB: shorten it, or share its text between pages.` : ''}`,
};

type CheckWords = typeof en;

const ar: CheckWords = {
  titleShort: (shown, length, min, max) =>
    `تعرض نتائج البحث هذه الصفحة هكذا: ${arabicQuoted(shown)}، في ${length} حرفاً: أقل من ${min} حرفاً لا يقول الكثير عن الصفحة. اذكر ما تقدّمه وأين («… في قطر»)، في ${min} إلى ${max} حرفاً مع اسم العلامة.`,
  titleLong: (shown, length, max) => `تعرض نتائج البحث نحو ${max} حرفاً من العنوان، وهذا العنوان ${length} حرفاً مع اسم العلامة: ${arabicQuoted(shown)}. ما زاد يُقطع: اختصره.`,
  sameTitle: (locale, otherPath) => `العنوان ${arabicNameMasculine[locale]} نفسه الذي للصفحة ${isolated(otherPath)}: لا تستطيع محركات البحث ولا ألسنة المتصفح التمييز بين الصفحتين. اجعل لكل صفحة عنواناً خاصاً بها.`,
  descriptionShort: (length, min, max) =>
    `${length} حرفاً: تعرض نتائج البحث من ${min} إلى ${max} حرفاً تحت العنوان، والوصف الأقصر لا يقول ما يكفي عن الصفحة (وقد تعرض بدله كلمات أخرى منها). اذكر ما يجده الزائر فيها.`,
  descriptionLong: (length, max) => `${length} حرفاً: تقطع نتائج البحث الوصف بعد نحو ${max} حرفاً. اختصره.`,
  noOpeningHero: (hasHero) => `لا تبدأ الصفحة بواجهة رئيسية (Hero)، فلا يرى الزوار ولا محركات البحث عنواناً رئيسياً أولاً. انقل الواجهة الرئيسية إلى الأعلى${hasHero ? '' : '، أو أضِف واحدة'}.`,
  secondMainHeading: (firstBlock) => `عنوان رئيسي ثانٍ (h1) في الصفحة، بعد القسم ${firstBlock}. تتوقع محركات البحث وقارئات الشاشة عنواناً واحداً: احذف هذا القسم أو استخدم نوعاً آخر.`,
  lineSkipsLevel: (sub, level, before, missing) =>
    `${sub ? 'هذا العنوان الفرعي' : 'هذا العنوان'} من المستوى ${level} بعد عنوان من المستوى ${before} مباشرة، فالمستوى ${missing} ناقص من مخطط الصفحة (تقرأ قارئات الشاشة ومحركات البحث العناوين كمخطط واحد). ${sub ? 'اجعله عنواناً، أو ضع عنواناً قبله.' : 'ضع فوق النص عنواناً خاصاً به، أو اجعل هذا فقرة.'}`,
  blockSkipsLevel: (level, before, missing) => `عناوين عناصره من المستوى ${level} بعد عنوان من المستوى ${before} مباشرة، فالمستوى ${missing} ناقص من مخطط الصفحة: أضِف للقسم عنواناً.`,
  imageWithoutText: 'ليس للصورة نص بديل: من لا يستطيع رؤيتها، ومحركات البحث، لا يعرفون شيئاً عمّا تعرضه. صِف في جملة ما تعرضه، بالإنجليزية وبالعربية.',
  imageWithoutTextIn: (locale) => `ليس للصورة نص بديل باللغة ${arabicName[locale]}: من لا يستطيع رؤيتها، ومحركات البحث، لا يعرفون شيئاً عمّا تعرضه. صِف في جملة ما تعرضه.`,
  imageTextIsFileName: (locale, alt) => `النص البديل ${arabicNameMasculine[locale]} اسم ملف، ${arabicQuoted(alt)}، لا وصف لما تعرضه الصورة: صِف في جملة ما تعرضه.`,
  imageTextSaysNothing: (locale, alt) => `النص البديل ${arabicNameMasculine[locale]} لا يقول إلا ${arabicQuoted(alt)}: صِف ما تعرضه الصورة.`,
  linkToOldAddress: (href, to) => `يؤدي الرابط إلى ${isolated(href)}، وهو عنوان قديم يحوّل الآن إلى ${isolated(to)} فقط: اربطه بـ ${isolated(to)} مباشرة، ليصل الزوار ومحركات البحث دون تحويل.`,
  redirectToOldAddress: (from, to) => `يحوّل إلى ${isolated(from)}، وهو نفسه عنوان قديم يحوّل إلى ${isolated(to)}: اجعله يحوّل إلى ${isolated(to)} مباشرة.`,
  noEnglish: 'فيه نص عربي بلا إنجليزي: زوار الموقع الإنجليزي لا يرون شيئاً هنا. اكتبه بالإنجليزية.',
  noArabic: 'فيه نص إنجليزي بلا عربي: زوار الموقع العربي لا يرون شيئاً هنا. اكتبه بالعربية.',
  arabicInEnglish: (text, copied) => `النص العربي مكتوب بالإنجليزية، ${arabicQuoted(text)}${copied ? '، منسوخاً من النص الإنجليزي' : ''}: زوار الموقع العربي يقرؤون هنا الإنجليزية. ترجمه.`,
  englishInArabic: (text) => `النص الإنجليزي هو النص العربي، ${arabicQuoted(text)}: زوار الموقع الإنجليزي يقرؤون هنا العربية. ترجمه.`,
  vagueLinkText: (text) =>
    `لا يقول الرابط إلا ${arabicQuoted(text)}، وهذا لا يخبر من يسمع روابط الصفحة تُقرأ واحداً بعد آخر، ولا محرك البحث، إلى أين يؤدي. اذكر وجهته («اطّلع على باقات المواقع»).`,
  pageOverBudget: (locale, kb, budgetKb, largest) =>
    `الصفحة ${arabicName[locale]} ستجعل الزوار يحمّلون نحو ${kb} ك.ب قبل أن يستطيعوا استخدامها، فوق ${budgetKb} ك.ب المسموح بها للصفحة (شيفرتها ومحتواها، مضغوطين): يتوقف النشر عند صفحة تتجاوزها.${largest ? ` أكبر أجزائها القسم ${largest.block} ‹${isolated(largest.name.ar)}›، نحو ${largest.kb} ك.ب: اختصره، أو وزّع نصه على أكثر من صفحة.` : ''}`,
};

export const checkWords: Record<Locale, CheckWords> = { en, ar };

export type CheckMessageKey = keyof CheckWords;
/** What a check says, before the reader's language is chosen: its key and its arguments. */
export type CheckMessage = { [Key in CheckMessageKey]: { key: Key; args: CheckWords[Key] extends (...args: infer Args) => string ? Args : [] } }[CheckMessageKey];

/** A check's message in a language. */
export function checkText(message: CheckMessage, language: Locale): string {
  const words = checkWords[language][message.key] as string | ((...args: unknown[]) => string);
  return typeof words === 'function' ? words(...message.args) : words;
}
