// Every word of the e-mails the console sends a member, in English and Arabic: each member gets
// them in the language they read the console in (studio/shared/consoleLanguages.ts).
import type { ConsoleLanguage } from '../../shared/consoleLanguages.ts';

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
};

export const mailWords: Record<ConsoleLanguage, MailWords> = { en, ar };
