// Notices to members of the team about the site's publishing: a request waiting for their
// approval, a request sent back, a scheduled publish that failed. By e-mail (when SMTP is set)
// and on the devices where the member switched notifications on. Each names what happened and
// links to the console; the content itself stays behind the sign-in.
import { smtpTransport, type MailSettings } from '../leads/mailer.ts';
import type { ConsoleLanguage } from '../../../studio/shared/consoleLanguages.ts';
import type { Member } from '../team/teamStore.ts';
import { mailWords } from './mailWords.ts';

/** Each member reads it in their own language (mailWords.ts's notices). */
export interface TeamNotice {
  subject: Record<ConsoleLanguage, string>;
  /** A sentence or two, plain text. */
  text: Record<ConsoleLanguage, string>;
  /** The console's page it is about, under /studio ("/publish"). */
  path: string;
  /** One notification per matter on a device. */
  tag: string;
}

export type NotifyMembers = (members: Pick<Member, 'id' | 'email' | 'language'>[], notice: TeamNotice) => Promise<void>;

/** The member's language, English until they choose. */
export const languageOf = (member: Pick<Member, 'language'>): ConsoleLanguage => member.language ?? 'en';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** E-mails each member the notice, with a link to its page at the console's address. */
export function noticeMailer(settings: MailSettings, consoleOrigin: string): NotifyMembers & { close: () => void } {
  const transport = smtpTransport(settings.url);
  const send: NotifyMembers = async (members, notice) => {
    const link = `${consoleOrigin}/studio${notice.path}`;
    await Promise.all(
      members.map((member) => {
        const language = languageOf(member);
        const words = mailWords[language];
        return transport.sendMail({
          from: settings.from,
          to: member.email,
          subject: notice.subject[language],
          text: `${notice.text[language]}\n\n${link}\n`,
          html: `<div dir="${words.direction}" lang="${language}"><p>${escapeHtml(notice.text[language])}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.notice.open)}</a></p></div>`,
        });
      }),
    );
  };
  return Object.assign(send, { close: () => transport.close() });
}

/** Every way a notice goes out, each on its own: a mail server down does not stop the push, nor the other way round. */
export const notifyEveryWay =
  (ways: NotifyMembers[], log: (message: string) => void): NotifyMembers =>
  async (members, notice) => {
    if (members.length === 0) return;
    const results = await Promise.allSettled(ways.map((way) => way(members, notice)));
    for (const result of results) if (result.status === 'rejected') log(`A notice (${notice.subject.en}) did not go out: ${(result.reason as Error).message}`);
  };
