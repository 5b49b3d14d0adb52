// Where leads come from: form starts and leads by page and language, and the leads of each week.
const en = {
  title: 'Where leads come from',
  lead: (weeks: number) =>
    `The last ${weeks} weeks, page by page: how many visitors started a form (typed in it), how many leads were sent from there, and the share of starts that became a lead. Counted on our own server, without cookies. Spam is not counted.`,
  none: 'No form was started and no lead sent in these weeks yet.',
  report: 'Form starts and leads by page and language',
  page: 'Page',
  language: 'Language',
  starts: 'Form starts',
  leads: 'Leads',
  share: 'Share',
  perWeek: 'Leads per week',
  notRecorded: 'Not recorded (older leads)',
  /** The site's languages, as a row names the language of its page. */
  languages: { en: 'English', ar: 'Arabic' } as Record<string, string>,
  weekly: {
    label: (weeks: string) => `Leads per week, oldest first: ${weeks}`,
    week: (day: string, count: number) => `week of ${day}: ${count}`,
    bar: (day: string, count: number) => `Week of ${day}: ${count} ${count === 1 ? 'lead' : 'leads'}`,
    separator: ', ',
  },
};

export type SourcesWords = typeof en;

/** "عميل محتمل واحد", "عميلان محتملان", "3 عملاء محتملين", "11 عميلاً محتملاً". */
const leadsAr = (count: number) =>
  count === 0 ? 'لا عملاء محتملين' : count === 1 ? 'عميل محتمل واحد' : count === 2 ? 'عميلان محتملان' : count <= 10 ? `${count} عملاء محتملين` : `${count} عميلاً محتملاً`;

const ar: SourcesWords = {
  title: 'من أين يأتي العملاء المحتملون',
  lead: (weeks: number) =>
    `آخر ${weeks <= 10 ? `${weeks} أسابيع` : `${weeks} أسبوعاً`}، صفحةً صفحة: كم زائراً بدأ تعبئة نموذج (كتب فيه)، وكم طلباً أُرسل من هناك، ونسبة ما أصبح منها عميلاً محتملاً. يُحسب ذلك على خادمنا نحن، دون ملفات تعريف الارتباط. ولا تُحسب الرسائل المزعجة.`,
  none: 'لم يبدأ أحد تعبئة نموذج ولم يُرسل أي طلب في هذه الأسابيع بعد.',
  report: 'بدء تعبئة النماذج والعملاء المحتملون حسب الصفحة واللغة',
  page: 'الصفحة',
  language: 'اللغة',
  starts: 'بدء التعبئة',
  leads: 'العملاء المحتملون',
  share: 'النسبة',
  perWeek: 'العملاء المحتملون أسبوعياً',
  notRecorded: 'غير مسجّلة (طلبات أقدم)',
  languages: { en: 'الإنجليزية', ar: 'العربية' },
  weekly: {
    label: (weeks: string) => `العملاء المحتملون أسبوعياً، الأقدم أولاً: ${weeks}`,
    week: (day: string, count: number) => `أسبوع ${day}: ${count}`,
    bar: (day: string, count: number) => `أسبوع ${day}: ${leadsAr(count)}`,
    separator: '، ',
  },
};

export const sourcesWords = { en, ar };
