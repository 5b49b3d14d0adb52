// The sign-in page: a passkey, or a one-time link by e-mail, and the page's language switch.
const en = {
  title: 'Sign in to the Nuqta console',
  lead: 'For the team that edits and publishes the website.',
  language: 'Language of the console',
  signingIn: 'Signing you in…',
  waitingForPasskey: 'Waiting for your passkey…',
  noPasskeyUsed: 'No passkey was used. Try again, or get a link by e-mail below.',
  sending: 'Sending…',
  // The server's own answer is in English; the page says it in the member's language.
  linkSent: 'If this address belongs to a member of the team, a sign-in link is on its way. It works once, for 15 minutes.',
  withPasskey: 'Sign in with a passkey',
  or: 'or',
  email: 'Work e-mail',
  sendLink: 'E-mail me a sign-in link',
};

export type SignInWords = typeof en;

const ar: SignInWords = {
  title: 'الدخول إلى لوحة تحكم نقطة',
  lead: 'لفريق تحرير الموقع ونشره.',
  language: 'لغة لوحة التحكم',
  signingIn: 'جارٍ تسجيل دخولك…',
  waitingForPasskey: 'بانتظار مفتاح المرور…',
  noPasskeyUsed: 'لم يُستخدم مفتاح مرور. حاول مرة أخرى، أو اطلب رابط الدخول بالبريد أدناه.',
  sending: 'جارٍ الإرسال…',
  linkSent: 'إن كان هذا العنوان لعضو في الفريق، فرابط الدخول في طريقه إليه. يعمل مرة واحدة، لمدة 15 دقيقة.',
  withPasskey: 'الدخول بمفتاح المرور',
  or: 'أو',
  email: 'بريد العمل الإلكتروني',
  sendLink: 'أرسل لي رابط الدخول بالبريد',
};

export const signInWords = { en, ar };
