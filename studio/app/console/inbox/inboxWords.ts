// Every word of the sales inbox, in English and Arabic: the member picks the inbox's language
// (remembered in the browser). The replies to a visitor are in the VISITOR's language instead
// (replyTexts below), whatever the member reads the inbox in.
import { leadStatuses, type LeadLanguage, type LeadStatus } from '../../../shared/leads.ts';

export { leadStatuses, type LeadStatus };
export type InboxLanguage = LeadLanguage;
export const inboxLanguages: InboxLanguage[] = ['en', 'ar'];

/** The form's own fields, in the order the visitor filled them in. */
export const fieldOrder = [
  'firstName', 'lastName', 'consultName', 'email', 'consultEmail', 'phone', 'consultPhone', 'company', 'consultCompany',
  'subject', 'projectType', 'budget', 'timeline', 'message', 'projectDetails',
] as const;

const en = {
  direction: 'ltr' as 'ltr' | 'rtl',
  locale: 'en-GB',
  inbox: 'Inbox',
  tabs: { leads: 'Leads', subscribers: 'Subscribers' },
  filters: 'Filters',
  search: 'Search every field',
  status: 'Status',
  kind: 'Form',
  language: 'Language',
  from: 'From',
  to: 'To',
  any: 'Any',
  clearFilters: 'Clear filters',
  statuses: { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost', spam: 'Spam' } satisfies Record<LeadStatus, string>,
  kinds: { contact: 'Contact', consultation: 'Consultation' },
  languages: { en: 'English', ar: 'Arabic' },
  noLeads: 'No leads match these filters.',
  leadsShown: (count: number) => (count === 1 ? '1 lead' : `${count} leads`),
  newLeadAnnounced: (name: string, kind: string) => `New lead: ${name} (${kind}).`,
  unnamed: 'No name given',
  owner: 'Owner',
  nobody: 'Nobody',
  page: 'Page',
  received: 'Received',
  reference: 'Reference',
  today: 'Today',
  loading: 'Loading…',
  exportAll: 'Export all leads (CSV)',
  exportFiltered: 'Export these leads (CSV)',
  more: 'More',
  erase: {
    open: "Erase a visitor's data",
    title: "Erase a visitor's data",
    explain: 'Deletes every lead sent from this e-mail address (contact and consultation forms alike) and its newsletter subscription, on the visitor\'s request. This cannot be undone; the erasure itself is recorded without the address.',
    email: "Visitor's e-mail",
    confirm: 'Erase for good',
    cancel: 'Cancel',
    done: (leads: string[], subscription: boolean) =>
      leads.length === 0 && !subscription
        ? 'Nothing was stored for this address.'
        : `Erased ${leads.length === 1 ? '1 lead' : `${leads.length} leads`}${leads.length ? ` (${leads.join(', ')})` : ''}${subscription ? ' and the newsletter subscription' : ''}.`,
  },
  subscribers: { title: 'Newsletter subscribers', email: 'E-mail', since: 'Subscribed', none: 'No subscribers yet.', count: (count: number) => (count === 1 ? '1 subscriber' : `${count} subscribers`) },
  lead: {
    back: 'All leads',
    reply: 'Reply',
    whatsapp: 'WhatsApp',
    call: 'Call',
    email: 'E-mail',
    replyNote: (language: string) => `Replies open prefilled in ${language}, the visitor's language.`,
    details: 'What the visitor sent',
    handling: 'Handling',
    notes: 'Notes',
    noNotes: 'No notes yet.',
    addNote: 'Add a note',
    noteLabel: 'New note',
    history: 'History',
    statusSaved: (status: string) => `Status set to ${status}.`,
    ownerSaved: (name: string) => `Owner set to ${name}.`,
    noteSaved: 'Note added.',
    notFound: 'There is no lead with this reference (it may have been erased).',
  },
  fields: {
    firstName: 'First name', lastName: 'Last name', consultName: 'Name', email: 'E-mail', consultEmail: 'E-mail', phone: 'Phone', consultPhone: 'Phone',
    company: 'Company', consultCompany: 'Company', subject: 'Subject', projectType: 'Project type', budget: 'Budget (QAR)', timeline: 'Timeline',
    message: 'Message', projectDetails: 'Project details',
  } as Record<string, string>,
  values: {
    subject: { website: 'Website development', cloud: 'Cloud systems', ai: 'AI integration', general: 'General enquiry', support: 'Support' },
    projectType: { website: 'Website', ecommerce: 'E-commerce store', crm: 'CRM system', erp: 'ERP system', ai: 'AI integration', custom: 'Custom solution' },
    budget: { '1500-5000': '1,500 – 5,000', '5000-15000': '5,000 – 15,000', '15000-50000': '15,000 – 50,000', '50000-100000': '50,000 – 100,000', '100000+': '100,000+', discuss: 'To discuss' },
    timeline: { asap: 'As soon as possible', week: 'Within a week', month: 'Within a month', quarter: 'Within 3 months', flexible: 'Flexible' },
  } as Record<string, Record<string, string>>,
  events: {
    view: 'opened the lead',
    /** Openings folded into one line, followed by the last one's member: "Opened 5 times, last by Noor". */
    viewed: (count: number) => `Opened ${count} times, last by`,
    showViews: 'Show each opening',
    status: (status: string) => `set the status to ${status}`,
    owner: (name: string) => `gave the lead to ${name}`,
    took: 'took the lead',
    note: 'added a note',
    export: 'exported the leads',
    erase: 'erased the data',
  },
  commandLine: 'The command line',
  loadMore: 'Load more leads',
};

export type InboxWords = typeof en;

const ar: InboxWords = {
  direction: 'rtl',
  locale: 'ar-QA-u-nu-latn',
  inbox: 'الوارد',
  tabs: { leads: 'العملاء المحتملون', subscribers: 'المشتركون' },
  filters: 'عوامل التصفية',
  search: 'ابحث في كل الحقول',
  status: 'الحالة',
  kind: 'النموذج',
  language: 'اللغة',
  from: 'من',
  to: 'إلى',
  any: 'الكل',
  clearFilters: 'إزالة عوامل التصفية',
  statuses: { new: 'جديد', contacted: 'تم التواصل', won: 'تم الفوز', lost: 'خسرناه', spam: 'رسالة مزعجة' },
  kinds: { contact: 'تواصل', consultation: 'استشارة' },
  languages: { en: 'الإنجليزية', ar: 'العربية' },
  noLeads: 'لا يوجد عملاء محتملون يطابقون عوامل التصفية هذه.',
  leadsShown: (count: number) => (count === 1 ? 'عميل محتمل واحد' : `${count} من العملاء المحتملين`),
  newLeadAnnounced: (name: string, kind: string) => `عميل محتمل جديد: ${name} (${kind}).`,
  unnamed: 'لم يذكر اسماً',
  owner: 'المسؤول',
  nobody: 'لا أحد',
  page: 'الصفحة',
  received: 'وقت الاستلام',
  reference: 'الرقم المرجعي',
  today: 'اليوم',
  loading: 'جارٍ التحميل…',
  exportAll: 'تصدير كل الطلبات (CSV)',
  exportFiltered: 'تصدير هذه الطلبات (CSV)',
  more: 'المزيد',
  erase: {
    open: 'محو بيانات زائر',
    title: 'محو بيانات زائر',
    explain: 'يحذف كل طلب أُرسل من عنوان البريد هذا (نموذج التواصل ونموذج الاستشارة معاً) واشتراكه في النشرة البريدية، بناءً على طلب الزائر. لا يمكن التراجع عن ذلك، ويُسجَّل المحو نفسه من دون العنوان.',
    email: 'البريد الإلكتروني للزائر',
    confirm: 'المحو نهائياً',
    cancel: 'إلغاء',
    done: (leads: string[], subscription: boolean) =>
      leads.length === 0 && !subscription
        ? 'لا توجد بيانات محفوظة لهذا العنوان.'
        : `تم محو ${leads.length} من الطلبات${leads.length ? ` (${leads.join('، ')})` : ''}${subscription ? ' والاشتراك في النشرة البريدية' : ''}.`,
  },
  subscribers: { title: 'المشتركون في النشرة البريدية', email: 'البريد الإلكتروني', since: 'تاريخ الاشتراك', none: 'لا يوجد مشتركون بعد.', count: (count: number) => (count === 1 ? 'مشترك واحد' : `${count} من المشتركين`) },
  lead: {
    back: 'كل العملاء المحتملين',
    reply: 'الرد',
    whatsapp: 'واتساب',
    call: 'اتصال',
    email: 'البريد',
    replyNote: (language: string) => `تُفتح الردود مكتوبة مسبقاً باللغة ${language}، لغة الزائر.`,
    details: 'ما أرسله الزائر',
    handling: 'المتابعة',
    notes: 'الملاحظات',
    noNotes: 'لا توجد ملاحظات بعد.',
    addNote: 'إضافة ملاحظة',
    noteLabel: 'ملاحظة جديدة',
    history: 'السجل',
    statusSaved: (status: string) => `تم تغيير الحالة إلى ${status}.`,
    ownerSaved: (name: string) => `أصبح المسؤول ${name}.`,
    noteSaved: 'تمت إضافة الملاحظة.',
    notFound: 'لا يوجد طلب بهذا الرقم المرجعي (ربما تم محوه).',
  },
  fields: {
    firstName: 'الاسم الأول', lastName: 'اسم العائلة', consultName: 'الاسم', email: 'البريد الإلكتروني', consultEmail: 'البريد الإلكتروني', phone: 'الهاتف', consultPhone: 'الهاتف',
    company: 'الشركة', consultCompany: 'الشركة', subject: 'الموضوع', projectType: 'نوع المشروع', budget: 'الميزانية (بالريال القطري)', timeline: 'الإطار الزمني',
    message: 'الرسالة', projectDetails: 'تفاصيل المشروع',
  },
  values: {
    subject: { website: 'تطوير المواقع الإلكترونية', cloud: 'الأنظمة السحابية', ai: 'حلول الذكاء الاصطناعي', general: 'استفسار عام', support: 'الدعم الفني' },
    projectType: { website: 'موقع إلكتروني', ecommerce: 'متجر إلكتروني', crm: 'نظام إدارة علاقات العملاء (CRM)', erp: 'نظام تخطيط موارد المؤسسات (ERP)', ai: 'حلول الذكاء الاصطناعي', custom: 'حل مخصص' },
    budget: { '1500-5000': 'من 1,500 إلى 5,000', '5000-15000': 'من 5,000 إلى 15,000', '15000-50000': 'من 15,000 إلى 50,000', '50000-100000': 'من 50,000 إلى 100,000', '100000+': 'أكثر من 100,000', discuss: 'للنقاش' },
    timeline: { asap: 'في أقرب وقت ممكن', week: 'خلال أسبوع', month: 'خلال شهر', quarter: 'خلال 3 أشهر', flexible: 'مرن' },
  },
  events: {
    view: 'فتح الطلب',
    viewed: (count: number) => `فُتح الطلب ${count === 2 ? 'مرتين' : count <= 10 ? `${count} مرات` : `${count} مرة`}، آخرها بواسطة`,
    showViews: 'عرض كل مرة فُتح فيها',
    status: (status: string) => `غيّر الحالة إلى ${status}`,
    owner: (name: string) => `عيّن ${name} مسؤولاً`,
    took: 'تولّى الطلب',
    note: 'أضاف ملاحظة',
    export: 'صدّر الطلبات',
    erase: 'محا البيانات',
  },
  commandLine: 'سطر الأوامر',
  loadMore: 'تحميل المزيد من العملاء المحتملين',
};

export const inboxWords: Record<InboxLanguage, InboxWords> = { en, ar };

/** A field's value in words: a project type's name rather than its code. */
export const valueWords = (words: InboxWords, field: string, value: string) => words.values[field]?.[value] ?? value;

/**
 * The one-tap replies' text, in the visitor's language: a short greeting with their first name
 * and the lead's reference, for WhatsApp, and an e-mail's subject and body.
 */
export const replyTexts: Record<InboxLanguage, { greeting: (firstName: string, ref: string) => string; subject: (ref: string) => string; signOff: string }> = {
  en: {
    greeting: (firstName, ref) => `Hello ${firstName}, thank you for contacting Nuqta. This is about your enquiry ${ref}.`,
    subject: (ref) => `Your enquiry ${ref} – Nuqta`,
    signOff: 'Kind regards,\nNuqta',
  },
  ar: {
    greeting: (firstName, ref) => `مرحباً ${firstName}، شكراً لتواصلك مع نقطة. نكتب إليك بخصوص طلبك رقم ${ref}.`,
    subject: (ref) => `طلبك رقم ${ref} – نقطة`,
    signOff: 'مع أطيب التحيات،\nفريق نقطة',
  },
};
