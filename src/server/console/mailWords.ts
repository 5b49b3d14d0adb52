// Every word of the e-mails the console sends a member, in English and Arabic: each member gets
// them in the language they read the console in (studio/shared/consoleLanguages.ts).
import type { ConsoleLanguage } from '../../../studio/shared/consoleLanguages.ts';
import { qatarTime } from '../../../studio/shared/qatarTime.ts';

/** A publish time in Qatar's time, in the member's language. */
export const publishTime = (at: number, language: ConsoleLanguage) => qatarTime(at, language);

const hours = (ms: number) => Math.round(ms / 3_600_000);
const minutes = (ms: number) => Math.round(ms / 60_000);

const en = {
  direction: 'ltr' as 'ltr' | 'rtl',
  validFor: (ms: number) => (ms >= 3_600_000 ? `${hours(ms)} hours` : `${minutes(ms)} minutes`),
  signIn: {
    subject: (site: string) => `Your sign-in link for the ${site} console`,
    intro: (site: string, validity: string) => `Here is your link to sign in to the ${site} console. It works once, for ${validity}:`,
    button: (site: string) => `Sign in to the ${site} console`,
    ignore: 'If you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.',
  },
  invitation: {
    subject: (site: string, by: string) => `${by} invited you to the ${site} console`,
    intro: (site: string, by: string, validity: string) => `${by} invited you to the team that runs the ${site} website. Open this link to join; it works once, for ${validity}:`,
    button: (site: string) => `Join the ${site} console`,
    next: 'Your browser will then offer to make a passkey, so that you sign in with your fingerprint, face or device PIN from then on.',
  },
  notice: { open: 'Open it in the console' },
  notices: {
    approvalAsked: (name: string) => `${name} asks for approval to publish`,
    approvalAskedText: (name: string, email: string, at: string | null) =>
      `${name} (${email}) asks you to approve a publish of the site, ${at ? `at ${at}` : 'as soon as it is approved'}. See what changed, then approve it or send it back.`,
    sentBack: (name: string) => `${name} sent your publish back`,
    sentBackText: (name: string, note: string) => `${name} did not approve your publish yet: “${note}”`,
    scheduleFailed: 'A scheduled publish failed',
    scheduleFailedText: (at: string, error: string) => `The publish you scheduled for ${at} did not happen: ${error} The live site was not changed.`,
  },
};

export type MailWords = typeof en;

const ar: MailWords = {
  direction: 'rtl',
  validFor: (ms: number) => (ms >= 3_600_000 ? `${hours(ms)} ساعة` : `${minutes(ms)} دقيقة`),
  signIn: {
    subject: (site: string) => `رابط الدخول إلى لوحة ${site}`,
    intro: (site: string, validity: string) => `إليك رابط الدخول إلى لوحة ${site}. يعمل مرة واحدة، خلال ${validity}:`,
    button: (site: string) => `الدخول إلى لوحة ${site}`,
    ignore: 'إن لم تطلب هذا الرابط فتجاهل هذه الرسالة: لا يمكن لأحد الدخول من دون الرابط.',
  },
  invitation: {
    subject: (site: string, by: string) => `دعاك ${by} إلى لوحة ${site}`,
    intro: (site: string, by: string, validity: string) => `دعاك ${by} إلى الفريق الذي يدير موقع ${site}. افتح هذا الرابط للانضمام؛ يعمل مرة واحدة، خلال ${validity}:`,
    button: (site: string) => `الانضمام إلى لوحة ${site}`,
    next: 'سيعرض عليك المتصفح بعد ذلك إنشاء مفتاح مرور، لتدخل من بعدها ببصمتك أو وجهك أو رمز جهازك.',
  },
  notice: { open: 'افتحه في اللوحة' },
  notices: {
    approvalAsked: (name: string) => `يطلب ${name} موافقتك على النشر`,
    approvalAskedText: (name: string, email: string, at: string | null) =>
      `يطلب منك ${name} (${email}) الموافقة على نشر الموقع، ${at ? `في ${at}` : 'فور الموافقة'}. اطّلع على ما تغيّر، ثم وافق عليه أو أعده.`,
    sentBack: (name: string) => `أعاد ${name} طلب النشر الذي أرسلته`,
    sentBackText: (name: string, note: string) => `لم يوافق ${name} على طلب النشر بعد: «${note}»`,
    scheduleFailed: 'تعذّر نشر مجدول',
    scheduleFailedText: (at: string, error: string) => `لم يتم النشر الذي جدولته في ${at}: ${error} لم يتغيّر الموقع المنشور.`,
  },
};

export const mailWords: Record<ConsoleLanguage, MailWords> = { en, ar };

/** A text in each language, made from each language's words. */
export const inEachLanguage = (make: (words: MailWords, language: ConsoleLanguage) => string): Record<ConsoleLanguage, string> => ({ en: make(en, 'en'), ar: make(ar, 'ar') });
