// The e-mail that carries a one-time sign-in link to a member of the team.
import { smtpTransport, type MailSettings } from '../../../src/server/leads/mailer.ts';

export type SendSignInLink = (to: string, link: string, validForMs: number) => Promise<void>;

const duration = (ms: number) => (ms >= 3_600_000 ? `${Math.round(ms / 3_600_000)} hours` : `${Math.round(ms / 60_000)} minutes`);

export function signInMailer(settings: MailSettings, siteName: string): SendSignInLink & { close: () => void } {
  const transport = smtpTransport(settings.url);
  const send: SendSignInLink = async (to, link, validForMs) => {
    const validity = duration(validForMs);
    await transport.sendMail({
      from: settings.from,
      to,
      subject: `Your sign-in link for the ${siteName} console`,
      text: `Here is your link to sign in to the ${siteName} console. It works once, for ${validity}:\n\n${link}\n\nIf you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.\n`,
      html: `<p>Here is your link to sign in to the ${siteName} console. It works once, for ${validity}:</p><p><a href="${link}">Sign in to the ${siteName} console</a></p><p>If you did not ask for it, you can ignore this e-mail: nobody can sign in without the link.</p>`,
    });
  };
  return Object.assign(send, { close: () => transport.close() });
}
