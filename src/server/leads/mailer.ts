// E-mails each lead to the company over SMTP (nodemailer), every field escaped.
import nodemailer from 'nodemailer';
import type { Lead } from './types.ts';

export interface MailSettings {
  /** smtp:// or smtps:// URL with credentials, e.g. smtps://user:pass@smtp.example:465 */
  url: string;
  from: string;
  to: string;
}

/** The mail settings from SMTP_URL, MAIL_FROM and LEADS_TO; undefined while SMTP is not configured. */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings | undefined {
  if (!env.SMTP_URL || !env.LEADS_TO) return undefined;
  return { url: env.SMTP_URL, from: env.MAIL_FROM ?? env.LEADS_TO, to: env.LEADS_TO };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Header values must not carry line breaks (header injection). */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 150);

export function leadEmail(lead: Lead) {
  const who = lead.fields.firstName ? [lead.fields.firstName, lead.fields.lastName].filter(Boolean).join(' ') : lead.fields.consultName;
  const replyTo = lead.fields.email ?? lead.fields.consultEmail;
  const rows = Object.entries(lead.fields);
  return {
    subject: oneLine(`[${lead.ref}] New ${lead.kind} enquiry from ${who ?? 'a visitor'}`),
    replyTo: replyTo ? oneLine(replyTo) : undefined,
    text: [`Reference: ${lead.ref}`, `Received: ${lead.createdAt}`, '', ...rows.map(([field, value]) => `${field}: ${value}`)].join('\n'),
    html: `<h1>${escapeHtml(lead.kind)} enquiry ${escapeHtml(lead.ref)}</h1><p>Received ${escapeHtml(lead.createdAt)}</p><table>${rows
      .map(([field, value]) => `<tr><th align="left" valign="top">${escapeHtml(field)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>`,
  };
}

export type SendLead = (lead: Lead) => Promise<void>;

export function smtpSender(settings: MailSettings): SendLead & { close: () => void } {
  const url = new URL(settings.url);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A local test relay offers no certificate; anything else must present a valid one.
    tls: { rejectUnauthorized: !['127.0.0.1', 'localhost'].includes(url.hostname) },
    ignoreTLS: url.searchParams.get('tls') === 'off',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const send = async (lead: Lead) => {
    await transport.sendMail({ from: settings.from, to: settings.to, ...leadEmail(lead) });
  };
  return Object.assign(send, { close: () => transport.close() });
}
