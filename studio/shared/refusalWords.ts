// What the console's server says when it refuses a request, in English and Arabic side by side:
// each refusal has a code (kept in the answer as `code`, for the page to tell them apart) and its
// words, chosen by the asker's language (src/server/console/refusals.ts). The command line
// (scripts/team.ts, scripts/leads.ts) shows the English, as a Refusal's message.
import type { ConsoleLanguage } from './consoleLanguages.ts';
import type { Role } from './roles.ts';

/** A name or an address inside an Arabic sentence, in an isolate (U+2068…U+2069), so that the sentence keeps its order. */
const isolated = (text: string | number) => `\u2068${text}\u2069`;
const arabicRoles: Record<Role, string> = { owner: 'مالك', editor: 'محرّر', sales: 'مبيعات' };
const arabicRole = (role: string) => arabicRoles[role as Role] ?? isolated(role);

const en = {
  // Every request (consoleAuth.ts, consolePlugin.ts).
  wrongAddress: 'This is not the console’s address: open the console at the address the team was given.',
  notFromConsole: 'This request did not come from the console’s own page, so it was refused.',
  signIn: 'Please sign in.',
  roleCannot: (role: string) => `Your role (${role}) cannot do this.`,
  passkeyFirst: 'You signed in with an e-mailed link. To publish, see leads or manage the team, sign in with your passkey (no passkey yet? Add one in My account).',
  confirmFirst: 'For this, confirm it is you with your passkey.',
  sendsFile: 'The console sends the file itself.',
  sendsJson: 'The console sends JSON.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  unreadable: 'The console could not read this request.',
  noSuchRequest: 'There is no such request.',
  notFound: 'Not found.',
  // Signing in, the member's language (authRoutes.ts).
  chooseLanguage: (choices: string) => `Choose a language: ${choices}.`,
  enterYourEmail: 'Enter your work e-mail address, like name@company.qa.',
  mailNotSetUp: 'E-mail is not set up on this server. Sign in with your passkey, or ask the owner for a link.',
  linkOnItsWay: 'If this address belongs to a member of the team, a sign-in link is on its way. It works once, for 15 minutes.',
  linkUsed: 'This sign-in link has been used or has expired. Ask for a new one below.',
  signInRefused: 'That did not sign you in. Ask for a new link, or try your passkey again.',
  noPasskeyToConfirm: 'You have no passkey to confirm with. Sign out, sign in again with a new link, and do this within 10 minutes.',
  notConfirmed: 'That did not confirm it is you. Try your passkey again.',
  passkeyNeededToConfirm: 'Not done: it needs your passkey to confirm it is you.',
  // Passkeys, the team, sessions (teamRoutes.ts, sessionRoutes.ts, teamStore.ts).
  passkeysOwnAddress: 'Passkeys work on the console’s own address only.',
  askAnOwner: 'You signed in with an e-mailed link, and you have a passkey already. To add a new one (a lost phone, say), ask an owner to let you on the Team page, then sign in with a new link.',
  passkeyNotAdded: 'The passkey was not added. Please try again.',
  noSuchPasskey: 'There is no such passkey.',
  noSuchMember: 'There is no such member.',
  enterNewMemberEmail: 'Enter the new member’s e-mail address, like name@company.qa.',
  chooseRole: (choices: string) => `Choose a role: ${choices}.`,
  alreadyMember: (email: string) => `${email} is already a member.`,
  needsAnOwner: 'The team needs at least one owner: make another member an owner first.',
  sessionEnded: 'That session has already ended.',
  // The leads (leadRoutes.ts, leadInbox.ts, sourcesRoutes.ts, pushRoutes.ts).
  noSuchLead: 'There is no such lead. It may have been erased.',
  statusOneOf: (choices: string) => `The status must be one of ${choices}.`,
  kindOneOf: 'The kind must be contact or consultation.',
  leadLanguageOneOf: 'The language must be en or ar.',
  firstDayDate: 'The first day must be a date like 2026-11-27.',
  lastDayDate: 'The last day must be a date like 2026-11-27.',
  searchTooLong: (most: number) => `Search for at most ${most} characters.`,
  notAPage: 'That is not a page of this list: load the list again.',
  enterVisitorEmail: 'Enter the visitor’s e-mail address, like name@company.qa.',
  chooseStatus: (choices: string) => `Choose a status: ${choices}.`,
  chooseMemberOrNobody: 'Choose a member of the team, or nobody.',
  sayWhatToChange: 'Say what to change: the status or the owner.',
  leadNoteLength: (most: number) => `Write a note of 1 to ${most} characters.`,
  cannotTakeLeads: 'That member cannot take leads: choose an owner or a member of the sales team.',
  chooseWeeks: 'Choose between 1 and 104 weeks.',
  notAPushService: 'This browser’s notification service is not one the server sends to.',
  incompleteSubscription: 'The browser sent an incomplete subscription. Please switch notifications off and on again.',
  tooManyDevices: 'Notifications are on for too many devices already. Switch them off on one you no longer use.',
  whichDevice: 'Which device? The browser did not say.',
  // Publishing, releases, scheduling and approval (contentRoutes.ts, publishRequestRoutes.ts, publisher.ts).
  noSuchVersion: 'There is no such saved version.',
  noSuchRelease: 'There is no such release.',
  approvalNeeded: 'This site’s publishes need an approval: ask for approval instead, and an owner publishes it.',
  publishedMeanwhile: (savedBy: string, at: string) =>
    `${savedBy} saved a newer version at ${at}, after you opened yours, so nothing was published. Load theirs to see it (your changes stay in this page until you do), or keep yours to compare.`,
  publishBusy: (startedBy: string) => `${startedBy} is publishing right now. Yours can start once theirs is live (or has failed).`,
  releaseNotKept: 'That release is no longer kept, so it cannot be made live again.',
  rollbackBusy: (startedBy: string) => `${startedBy} is publishing right now. Wait until it is live (or fails), then roll back.`,
  releaseNotServable: (detail: string) => `That release cannot be served by this deployment, so it was not made live again: ${detail}`,
  noSuchPublishRequest: 'There is no such request.',
  sayApprovalOnOrOff: 'Say whether approval is on or off.',
  newerVersionSchedule: (savedBy: string) => `${savedBy} saved a newer version since you opened this page: look at it, then schedule again.`,
  choosePublishTime: 'Choose the date and time to publish it.',
  timePassed: 'That time has passed: choose a later one.',
  withinAYear: 'Choose a time within a year from now.',
  requestTimeClosed: 'This request is no longer open, so its time cannot change.',
  requestClosed: 'This request is no longer open: it was published, sent back or cancelled already.',
  notAwaitingApproval: 'This request is no longer waiting for approval.',
  requestOutdated: (savedBy: string, requestedBy: string) =>
    `This request is for an older version: ${savedBy} saved the content again since it was asked, so what it would publish is not what you would see. Send it back, and ${requestedBy} asks again.`,
  writeSendBackNote: 'Write a note: what should change before it is published.',
  sendBackNoteTooLong: (most: number) => `The note is too long: at most ${most} characters.`,
  // Review links, the members' side (reviewRoutes.ts).
  chooseLinkDays: (most: number) => `Choose how long the link works: 1 to ${most} days.`,
  newerVersionLink: (savedBy: string) => `${savedBy} saved a newer version since you opened this page: look at it, then make the link again.`,
  linkEndedAlready: 'This link has ended already.',
  // Saving the content and uploading images (contentRoutes.ts, imageUpload.ts).
  savedMeanwhileTitle: 'Not saved: someone saved a newer version',
  savedMeanwhile: (savedBy: string, at: string) =>
    `${savedBy} saved a newer version at ${at}, after you opened yours, so yours was not saved. Load theirs to see it (your changes stay in this page until you do), or keep yours to compare.`,
  imageTooLarge: (file: string, mostMb: number) => `“${file}” is larger than ${mostMb} MB: the studio takes images up to ${mostMb} MB. Save it smaller and upload it again.`,
  imageFileTooBig: (file: string, mb: string, mostMb: number) =>
    `“${file}” is ${mb} MB: the studio takes images up to ${mostMb} MB. Save it smaller (for example as a JPEG at 2000 px wide) and upload it again.`,
  imageIsSvg: (file: string, kinds: string) => `“${file}” is an SVG drawing: the studio does not take SVG files, since they can carry scripts that would run on the site. Upload a ${kinds} image instead.`,
  notAnImage: (file: string, kinds: string) => `“${file}” is not an image the studio can use. Upload a ${kinds} image.`,
  imageTooManyPixels: (file: string, width: number, height: number, most: number) => `“${file}” is ${width} × ${height} pixels: the studio takes images up to ${most} pixels on their longest side.`,
  imageTooNarrow: (file: string, width: number, least: number) => `“${file}” is ${width} pixels wide: images need at least ${least} pixels so that they look sharp on the site.`,
  // The server answered something it did not explain (the page's own fallback, consoleApi.ts).
  serverAnswered: (status: number) => `The server answered ${status}.`,
};

type RefusalWords = typeof en;

const ar: RefusalWords = {
  wrongAddress: 'هذا ليس عنوان لوحة الفريق: افتحها من العنوان الذي أُعطي للفريق.',
  notFromConsole: 'لم يأتِ هذا الطلب من صفحة لوحة الفريق نفسها، فرُفض.',
  signIn: 'سجّل الدخول أولاً.',
  roleCannot: (role) => `دورك (${arabicRole(role)}) لا يسمح بهذا.`,
  passkeyFirst: 'دخلت برابط أُرسل إلى بريدك. للنشر أو الاطلاع على العملاء المحتملين أو إدارة الفريق، سجّل الدخول بمفتاح المرور (ليس لديك مفتاح بعد؟ أضِف واحداً من «حسابي»).',
  confirmFirst: 'لهذا الإجراء، أكّد هويتك بمفتاح المرور.',
  sendsFile: 'ترسل لوحة الفريق الملف نفسه.',
  sendsJson: 'ترسل لوحة الفريق بيانات JSON.',
  tooManyAttempts: 'محاولات كثيرة جداً. انتظر دقيقة ثم حاول مجدداً.',
  unreadable: 'تعذّر على لوحة الفريق قراءة هذا الطلب.',
  noSuchRequest: 'لا يوجد طلب كهذا.',
  notFound: 'غير موجود.',
  chooseLanguage: (choices) => `اختر لغة: ${isolated(choices)}.`,
  enterYourEmail: 'أدخل بريدك الإلكتروني للعمل، مثل name@company.qa.',
  mailNotSetUp: 'البريد الإلكتروني غير مُعدّ على هذا الخادم. سجّل الدخول بمفتاح المرور، أو اطلب رابطاً من المالك.',
  linkOnItsWay: 'إن كان هذا العنوان لأحد أعضاء الفريق، فرابط الدخول في طريقه إليه. يعمل مرة واحدة، لمدة 15 دقيقة.',
  linkUsed: 'رابط الدخول هذا استُخدم أو انتهت صلاحيته. اطلب رابطاً جديداً أدناه.',
  signInRefused: 'لم يتم تسجيل دخولك. اطلب رابطاً جديداً، أو جرّب مفتاح المرور مرة أخرى.',
  noPasskeyToConfirm: 'ليس لديك مفتاح مرور تؤكّد به. سجّل الخروج، ثم ادخل برابط جديد، وأنجز هذا خلال 10 دقائق.',
  notConfirmed: 'لم يتم تأكيد هويتك. جرّب مفتاح المرور مرة أخرى.',
  passkeyNeededToConfirm: 'لم يتم: يلزم مفتاح المرور لتأكيد هويتك.',
  passkeysOwnAddress: 'مفاتيح المرور تعمل على عنوان لوحة الفريق نفسه فقط.',
  askAnOwner: 'دخلت برابط أُرسل إلى بريدك، ولديك مفتاح مرور من قبل. لإضافة مفتاح جديد (إن فقدت هاتفك مثلاً)، اطلب من أحد المالكين أن يسمح لك بذلك من صفحة الفريق، ثم ادخل برابط جديد.',
  passkeyNotAdded: 'لم يُضَف مفتاح المرور. حاول مرة أخرى.',
  noSuchPasskey: 'لا يوجد مفتاح مرور كهذا.',
  noSuchMember: 'لا يوجد عضو كهذا.',
  enterNewMemberEmail: 'أدخل البريد الإلكتروني للعضو الجديد، مثل name@company.qa.',
  chooseRole: (choices) => `اختر دوراً: ${isolated(choices)}.`,
  alreadyMember: (email) => `${isolated(email)} عضو في الفريق من قبل.`,
  needsAnOwner: 'يحتاج الفريق إلى مالك واحد على الأقل: اجعل عضواً آخر مالكاً أولاً.',
  sessionEnded: 'انتهت هذه الجلسة من قبل.',
  noSuchLead: 'لا يوجد عميل محتمل كهذا. ربما حُذف.',
  statusOneOf: (choices) => `يجب أن تكون الحالة إحدى: ${isolated(choices)}.`,
  kindOneOf: 'يجب أن يكون النوع تواصلاً أو استشارة.',
  leadLanguageOneOf: 'يجب أن تكون اللغة en أو ar.',
  firstDayDate: 'يجب أن يكون اليوم الأول تاريخاً مثل 2026-11-27.',
  lastDayDate: 'يجب أن يكون اليوم الأخير تاريخاً مثل 2026-11-27.',
  searchTooLong: (most) => `ابحث بما لا يزيد على ${most} حرفاً.`,
  notAPage: 'هذه ليست صفحة من هذه القائمة: حمّل القائمة من جديد.',
  enterVisitorEmail: 'أدخل البريد الإلكتروني للزائر، مثل name@company.qa.',
  chooseStatus: (choices) => `اختر حالة: ${isolated(choices)}.`,
  chooseMemberOrNobody: 'اختر عضواً من الفريق، أو لا أحد.',
  sayWhatToChange: 'حدّد ما تريد تغييره: الحالة أو المسؤول.',
  leadNoteLength: (most) => `اكتب ملاحظة من حرف واحد إلى ${most} حرف.`,
  cannotTakeLeads: 'لا يمكن إسناد العملاء المحتملين إلى هذا العضو: اختر مالكاً أو عضواً من فريق المبيعات.',
  chooseWeeks: 'اختر ما بين أسبوع واحد و104 أسابيع.',
  notAPushService: 'خدمة الإشعارات في هذا المتصفح ليست من الخدمات التي يرسل إليها الخادم.',
  incompleteSubscription: 'أرسل المتصفح اشتراكاً ناقصاً. أوقف الإشعارات ثم شغّلها مرة أخرى.',
  tooManyDevices: 'الإشعارات مفعّلة على عدد كبير من الأجهزة. أوقفها على جهاز لم تعد تستخدمه.',
  whichDevice: 'أيّ جهاز؟ لم يحدّده المتصفح.',
  noSuchVersion: 'لا توجد نسخة محفوظة كهذه.',
  noSuchRelease: 'لا يوجد إصدار كهذا.',
  approvalNeeded: 'النشر في هذا الموقع يحتاج إلى موافقة: اطلب الموافقة بدلاً من ذلك، وسينشره أحد المالكين.',
  publishedMeanwhile: (savedBy, at) =>
    `حفظ ${isolated(savedBy)} نسخة أحدث في ${isolated(at)}، بعد أن فتحت نسختك، فلم يُنشر شيء. حمّل نسختهم لتراها (تبقى تعديلاتك في هذه الصفحة إلى أن تفعل)، أو احتفظ بنسختك للمقارنة.`,
  publishBusy: (startedBy) => `${isolated(startedBy)} ينشر الآن. يمكن أن يبدأ نشرك حين يصبح نشره منشوراً (أو يفشل).`,
  releaseNotKept: 'لم يعد هذا الإصدار محفوظاً، فلا يمكن إعادته إلى الموقع.',
  rollbackBusy: (startedBy) => `${isolated(startedBy)} ينشر الآن. انتظر حتى يصبح منشوراً (أو يفشل)، ثم ارجع إلى الإصدار السابق.`,
  releaseNotServable: (detail) => `لا يستطيع هذا الخادم عرض ذلك الإصدار، فلم يُعَد إلى الموقع: ${isolated(detail)}`,
  noSuchPublishRequest: 'لا يوجد طلب كهذا.',
  sayApprovalOnOrOff: 'حدّد إن كانت الموافقة مفعّلة أم لا.',
  newerVersionSchedule: (savedBy) => `حفظ ${isolated(savedBy)} نسخة أحدث منذ أن فتحت هذه الصفحة: اطّلع عليها، ثم جدول النشر مرة أخرى.`,
  choosePublishTime: 'اختر تاريخ النشر ووقته.',
  timePassed: 'هذا الوقت مضى: اختر وقتاً لاحقاً.',
  withinAYear: 'اختر وقتاً خلال سنة من الآن.',
  requestTimeClosed: 'لم يعد هذا الطلب مفتوحاً، فلا يمكن تغيير وقته.',
  requestClosed: 'لم يعد هذا الطلب مفتوحاً: نُشر أو أُعيد أو أُلغي من قبل.',
  notAwaitingApproval: 'لم يعد هذا الطلب بانتظار الموافقة.',
  requestOutdated: (savedBy, requestedBy) =>
    `هذا الطلب لنسخة أقدم: حفظ ${isolated(savedBy)} المحتوى مرة أخرى منذ تقديم الطلب، فما سيُنشر ليس ما ستراه. أعِده، وسيطلبه ${isolated(requestedBy)} من جديد.`,
  writeSendBackNote: 'اكتب ملاحظة: ما الذي يجب تغييره قبل النشر.',
  sendBackNoteTooLong: (most) => `الملاحظة طويلة جداً: ${most} حرف على الأكثر.`,
  chooseLinkDays: (most) => `اختر مدة عمل الرابط: من يوم واحد إلى ${most} يوماً.`,
  newerVersionLink: (savedBy) => `حفظ ${isolated(savedBy)} نسخة أحدث منذ أن فتحت هذه الصفحة: اطّلع عليها، ثم أنشئ الرابط مرة أخرى.`,
  linkEndedAlready: 'انتهى هذا الرابط من قبل.',
  savedMeanwhileTitle: 'لم يُحفظ: حفظ شخص آخر نسخة أحدث',
  savedMeanwhile: (savedBy, at) =>
    `حفظ ${isolated(savedBy)} نسخة أحدث في ${isolated(at)}، بعد أن فتحت نسختك، فلم تُحفظ نسختك. حمّل نسختهم لتراها (تبقى تعديلاتك في هذه الصفحة إلى أن تفعل)، أو احتفظ بنسختك للمقارنة.`,
  imageTooLarge: (file, mostMb) => `حجم «${isolated(file)}» أكبر من ${mostMb} ميغابايت: يقبل الاستوديو صوراً حتى ${mostMb} ميغابايت. احفظها بحجم أصغر وارفعها مرة أخرى.`,
  imageFileTooBig: (file, mb, mostMb) =>
    `حجم «${isolated(file)}» ${mb} ميغابايت: يقبل الاستوديو صوراً حتى ${mostMb} ميغابايت. احفظها بحجم أصغر (بصيغة JPEG بعرض 2000 بكسل مثلاً) وارفعها مرة أخرى.`,
  imageIsSvg: (file, kinds) => `«${isolated(file)}» رسم بصيغة SVG: لا يقبل الاستوديو ملفات SVG، إذ قد تحمل نصوصاً برمجية تعمل في الموقع. ارفع بدلاً منها صورة بصيغة ${isolated(kinds)}.`,
  notAnImage: (file, kinds) => `«${isolated(file)}» ليس صورة يستطيع الاستوديو استخدامها. ارفع صورة بصيغة ${isolated(kinds)}.`,
  imageTooManyPixels: (file, width, height, most) => `أبعاد «${isolated(file)}» ${width} × ${height} بكسل: يقبل الاستوديو صوراً لا يزيد ضلعها الأطول على ${most} بكسل.`,
  imageTooNarrow: (file, width, least) => `عرض «${isolated(file)}» ${width} بكسل: تحتاج الصور إلى ${least} بكسل على الأقل لتبدو واضحة في الموقع.`,
  serverAnswered: (status) => `ردّ الخادم بالرمز ${status}.`,
};

export const refusalWords: Record<ConsoleLanguage, RefusalWords> = { en, ar };

export type RefusalCode = keyof RefusalWords;
/** The arguments a refusal's words take (none for a plain sentence). */
export type RefusalArgs<Code extends RefusalCode> = RefusalWords[Code] extends (...args: infer Args) => string ? Args : [];

/** A refusal's words in a language. */
export function refusalText<Code extends RefusalCode>(language: ConsoleLanguage, code: Code, ...args: RefusalArgs<Code>): string {
  const words = refusalWords[language][code] as string | ((...args: unknown[]) => string);
  return typeof words === 'function' ? words(...args) : words;
}

/** Thrown where a store refuses a change (the team, the inbox): its message is the English (the command line's); the console answers in the member's language. */
export class Refusal<Code extends RefusalCode = RefusalCode> extends Error {
  readonly code: Code;
  readonly args: RefusalArgs<Code>;
  readonly status: number;
  constructor(status: number, code: Code, ...args: RefusalArgs<Code>) {
    super(refusalText('en', code, ...args));
    this.status = status;
    this.code = code;
    this.args = args;
  }
}
