// The e-mails that carry a one-time sign-in link to a member of the team: a sign-in they asked
// for, or the invitation that makes them a member. In the member's language (mailWords.ts).
import { smtpTransport, type MailSettings } from '../leads/mailer.ts';
import type { ConsoleLanguage } from '../../../studio/shared/consoleLanguages.ts';
import { mailWords } from './mailWords.ts';

export interface SignInMail {
  to: string;
  language: ConsoleLanguage;
  link: string;
  validForMs: number;
  /** The name of the member who invited them: an invitation, not a sign-in they asked for. */
  invitedBy?: string;
}

export type SendSignInLink = (mail: SignInMail) => Promise<void>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail's subject and text, in the member's language and direction. */
export function signInMessage(mail: SignInMail, siteName: Record<ConsoleLanguage, string>) {
  const words = mailWords[mail.language];
  const site = siteName[mail.language];
  const validity = words.validFor(mail.validForMs);
  const [subject, intro, button, after] = mail.invitedBy
    ? [words.invitation.subject(site, mail.invitedBy), words.invitation.intro(site, mail.invitedBy, validity), words.invitation.button(site), words.invitation.next]
    : [words.signIn.subject(site), words.signIn.intro(site, validity), words.signIn.button(site), words.signIn.ignore];
  return {
    subject,
    text: `${intro}\n\n${mail.link}\n\n${after}\n`,
    html: `<div dir="${words.direction}" lang="${mail.language}"><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(mail.link)}">${escapeHtml(button)}</a></p><p>${escapeHtml(after)}</p></div>`,
  };
}

export function signInMailer(settings: MailSettings, siteName: Record<ConsoleLanguage, string>): SendSignInLink & { close: () => void } {
  const transport = smtpTransport(settings.url);
  const send: SendSignInLink = async (mail) => void (await transport.sendMail({ from: settings.from, to: mail.to, ...signInMessage(mail, siteName) }));
  return Object.assign(send, { close: () => transport.close() });
}
