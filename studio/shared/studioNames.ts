// What the Arabic console and studio call each block type, each site-wide part and a place in the
// content: small, and loaded with the console (its words name them). The English names are
// studio/shared/blockLabels.ts's and sections.ts's. The editors' own Arabic (the fields' labels,
// the lists' items, the block types' descriptions, the validation messages) is editorNamesAr.ts's,
// and the fields' descriptions fieldDescriptionsAr.ts's: the inbox loads neither.

/** Each block type, in Arabic. */
export const blockNamesAr: Record<string, string> = {
  article: 'مقال',
  cardGrid: 'بطاقات',
  checklist: 'قائمة تحقّق',
  contactForms: 'نماذج التواصل',
  contactInfo: 'بيانات التواصل',
  cta: 'دعوة إلى إجراء',
  faq: 'أسئلة وأجوبة',
  hero: 'الواجهة الرئيسية',
  highlights: 'أبرز النقاط',
  mapEmbed: 'خريطة',
  newsList: 'قائمة الأخبار',
  portfolioGrid: 'معرض الأعمال',
  pricingTable: 'جدول الأسعار',
  processSteps: 'خطوات العمل',
  projectDetail: 'تفاصيل المشروع',
  richText: 'نص طويل',
  successStory: 'قصة نجاح',
  testimonials: 'آراء العملاء',
};

/** The site-wide parts the studio edits (sections.ts), in Arabic. */
export const sectionNamesAr: Record<string, string> = {
  facts: 'بيانات الشركة',
  header: 'التنقّل (الترويسة)',
  footer: 'التذييل',
  plans: 'الباقات والأسعار',
  articles: 'المقالات الإخبارية',
  projects: 'مشاريع الأعمال',
  redirects: 'العناوين القديمة',
  ui: 'نصوص الواجهة',
};

/** A text of the content quoted in an Arabic sentence: inside an isolate, so that an English text keeps the sentence's order. */
const quotedAr = (text: string) => `«\u2068${text}\u2069»`;

/** How the Arabic studio names a place in the content (problemWords.ts): a page, its block, a field, an item of a list. */
export const placeWordsAr = {
  separator: '، ',
  item: (place: number) => `العنصر ${place}`,
  named: quotedAr,
  inLanguage: { en: 'بالإنجليزية', ar: 'بالعربية' },
  page: (place: number) => `الصفحة ${place}`,
  block: (place: number, name: string) => `القسم ${place} ${quotedAr(name)}`,
  wholeFile: 'الملف كله',
  wholePage: 'الصفحة كلها',
};

