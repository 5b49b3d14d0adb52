// The console's frame: its bar, sections, the member's menu and the passkey notice.
const en = {
  direction: 'ltr' as 'ltr' | 'rtl',
  locale: 'en-GB',
  console: 'console',
  consoleOf: (site: string) => (site ? `${site} console` : 'Console'),
  sections: 'Console',
  more: 'More',
  loading: 'Loading…',
  loadingConsole: 'Loading the console',
  sectionFailed: 'This part of the console could not be loaded. The console may have been updated since this page was opened, or the connection dropped. Reload the page to open it.',
  reload: 'Reload',
  editTitle: 'Edit the site',
  pages: { edit: 'Edit', publish: 'Publish', inbox: 'Inbox', team: 'Team', record: 'Record', sources: 'Lead sources', account: 'My account' },
  yourMenu: ': your menu',
  language: 'Language',
  languageName: { en: 'English', ar: 'العربية' },
  appearance: 'Appearance',
  modes: { system: 'As the device', light: 'Light', dark: 'Dark' },
  signOut: 'Sign out',
  roles: { owner: 'Owner', editor: 'Editor', sales: 'Sales' } as Record<string, string>,
  passkey: {
    signOutFirst:
      'You signed in with an e-mailed link. To publish, see leads or manage the team, sign out and sign in with your passkey. Lost it? Ask an owner to let you add a new one.',
    addOne: 'You signed in with an e-mailed link. Add a passkey on this device to publish, see leads and manage the team: it takes a few seconds, and you sign in with it from then on.',
    setUp: 'Set up a passkey',
  },
};

export type ShellWords = typeof en;

const ar: ShellWords = {
  direction: 'rtl',
  locale: 'ar-QA-u-nu-latn',
  console: 'لوحة التحكم',
  consoleOf: (site: string) => (site ? `لوحة ${site}` : 'لوحة التحكم'),
  sections: 'أقسام اللوحة',
  more: 'المزيد',
  loading: 'جارٍ التحميل…',
  loadingConsole: 'جارٍ تحميل اللوحة',
  sectionFailed: 'تعذّر تحميل هذا الجزء من اللوحة. ربما حُدّثت اللوحة بعد أن فتحت هذه الصفحة، أو انقطع الاتصال. أعد تحميل الصفحة لفتحه.',
  reload: 'إعادة التحميل',
  editTitle: 'تحرير الموقع',
  pages: { edit: 'التحرير', publish: 'النشر', inbox: 'الوارد', team: 'الفريق', record: 'السجل', sources: 'مصادر العملاء', account: 'حسابي' },
  yourMenu: ': قائمتك',
  language: 'اللغة',
  languageName: { en: 'English', ar: 'العربية' },
  appearance: 'المظهر',
  modes: { system: 'مثل الجهاز', light: 'فاتح', dark: 'داكن' },
  signOut: 'تسجيل الخروج',
  roles: { owner: 'مالك', editor: 'محرر', sales: 'مبيعات' },
  passkey: {
    signOutFirst: 'دخلت برابط أُرسل بالبريد. للنشر أو رؤية العملاء أو إدارة الفريق، سجّل الخروج ثم ادخل بمفتاح المرور. فقدته؟ اطلب من أحد المالكين السماح لك بإضافة مفتاح جديد.',
    addOne: 'دخلت برابط أُرسل بالبريد. أضف مفتاح مرور على هذا الجهاز لتتمكن من النشر ورؤية العملاء وإدارة الفريق: يستغرق ذلك ثوانيَ، وتدخل به من بعدها.',
    setUp: 'إعداد مفتاح مرور',
  },
};

export const shellWords = { en, ar };
