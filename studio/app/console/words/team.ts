// The team page: the members with their roles, inviting one, changing a role, removing one.
import { roleDescriptions, type Role } from '../../../shared/roles.ts';
import { isolated } from './isolated.ts';

const en = {
  title: 'Team',
  members: 'Members',
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  actions: 'Actions',
  roleOf: (name: string) => `Role of ${name}`,
  /** What each role is for, under the invitation's choice of role (the English: the CLI's, studio/shared/roles.ts). */
  roleDescriptions: roleDescriptions as Record<Role, string>,
  /** A role inside a sentence ("is invited as sales"). */
  roleInSentence: { owner: 'an owner', editor: 'an editor', sales: 'a sales member' } as Record<Role, string>,
  invited: (email: string, role: string) => `${email} is invited as ${role}.`,
  roleChanged: (email: string, role: string) => `${email} is now ${role}.`,
  signedOutEverywhere: (email: string) => `${email} was signed out on every device.`,
  newPasskeyAllowed: (email: string) => `${email} may add a new passkey after their next sign-in with a link, within 24 hours.`,
  confirmRemove: (email: string) => `Remove ${email} from the team? They are signed out at once.`,
  removed: (email: string) => `${email} was removed and signed out.`,
  passOnLink: 'The server sends no e-mail, so pass on this sign-in link (it works once):',
  // A member's buttons show the action alone (the row names the member: a long name wrapped them over
  // four lines on a phone); a screen reader hears whom it acts on, after the words shown.
  signOutEverywhere: 'Sign out everywhere',
  allowNewPasskey: 'Allow a new passkey',
  remove: 'Remove',
  forMember: (action: string, name: string) => `${action}: ${name}`,
  invite: {
    title: 'Invite a member',
    language: 'Language of the invitation',
    languageHelp: 'The e-mail and their console come in it; they can change it later.',
    send: 'Invite',
  },
};

export type TeamWords = typeof en;

const ar: TeamWords = {
  title: 'الفريق',
  members: 'الأعضاء',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  role: 'الدور',
  actions: 'الإجراءات',
  roleOf: (name: string) => `دور ${isolated(name)}`,
  roleDescriptions: {
    owner: 'مالك: الفريق والسجل والمحتوى والنشر والموافقة والعملاء المحتملون',
    editor: 'محرر: المحتوى والنشر',
    sales: 'مبيعات: صندوق العملاء المحتملين والمشتركون، ولا شيء من المحتوى',
  },
  roleInSentence: { owner: 'مالك', editor: 'محرر', sales: 'مبيعات' },
  invited: (email: string, role: string) => `دُعي ${isolated(email)} بدور ${role}.`,
  roleChanged: (email: string, role: string) => `أصبح دور ${isolated(email)}: ${role}.`,
  signedOutEverywhere: (email: string) => `سُجّل خروج ${isolated(email)} من كل الأجهزة.`,
  newPasskeyAllowed: (email: string) => `يمكن لـ ${isolated(email)} إضافة مفتاح مرور جديد بعد دخوله التالي برابط الدخول، خلال 24 ساعة.`,
  confirmRemove: (email: string) => `إزالة ${isolated(email)} من الفريق؟ يُسجَّل خروجه فوراً.`,
  removed: (email: string) => `أُزيل ${isolated(email)} وسُجّل خروجه.`,
  passOnLink: 'لا يرسل الخادم بريداً، فأرسِل إليه رابط الدخول هذا بنفسك (يعمل مرة واحدة):',
  signOutEverywhere: 'تسجيل الخروج من كل مكان',
  allowNewPasskey: 'السماح بمفتاح مرور جديد',
  remove: 'إزالة',
  forMember: (action: string, name: string) => `${action}: ${isolated(name)}`,
  invite: {
    title: 'دعوة عضو',
    language: 'لغة الدعوة',
    languageHelp: 'تصله الرسالة ولوحة التحكم بها، ويمكنه تغييرها لاحقاً.',
    send: 'دعوة',
  },
};

export const teamWords = { en, ar };
