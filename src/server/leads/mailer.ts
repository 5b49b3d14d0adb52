// E-mails each lead to the company over SMTP (nodemailer), every field escaped. Each lead's e-mail
// has a Message-ID of its own, the same on every attempt, so that the rare second copy (a mark that
// failed after the send, a restart mid-send) is recognisable, and mail clients keep one.
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

/** The same for every attempt at this lead's e-mail: its reference and the moment it was stored. */
export function leadMessageId(lead: Lead, from: string): string {
  const domain = /@([^@>\s]+)>?$/.exec(from)?.[1] ?? 'nuqta.invalid';
  return `<${lead.ref}.${Date.parse(lead.createdAt)}@${domain}>`;
}

/**
 * A field in the text part. A value of several lines (a message) is quoted line by line, so that
 * nothing a visitor writes can pass for one of the lines the server writes ("email: …").
 */
const textRow = (field: string, value: string) =>
  /[\r\n]/.test(value) ? `${field}:\n${value.split(/\r\n|\r|\n/).map((line) => `> ${line}`).join('\n')}` : `${field}: ${value}`;

export function leadEmail(lead: Lead) {
  const who = lead.fields.firstName ? [lead.fields.firstName, lead.fields.lastName].filter(Boolean).join(' ') : lead.fields.consultName;
  const replyTo = lead.fields.email ?? lead.fields.consultEmail;
  const rows = Object.entries(lead.fields);
  return {
    subject: oneLine(`[${lead.ref}] New ${lead.kind} enquiry from ${who ?? 'a visitor'}`),
    replyTo: replyTo ? oneLine(replyTo) : undefined,
    text: [`Reference: ${lead.ref}`, `Received: ${lead.createdAt}`, '', ...rows.map(([field, value]) => textRow(field, value))].join('\n'),
    html: `<h1>${escapeHtml(lead.kind)} enquiry ${escapeHtml(lead.ref)}</h1><p>Received ${escapeHtml(lead.createdAt)}</p><table>${rows
      .map(([field, value]) => `<tr><th align="left" valign="top">${escapeHtml(field)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>`,
  };
}

export type SendLead = (lead: Lead) => Promise<void>;

/** The longest an SMTP server may take to answer (RFC 5321: the data's confirmation, 10 minutes). */
export const smtpReplyTimeoutMs = 10 * 60_000;

/** A pooled SMTP connection to SMTP_URL's server, with RFC 5321's patience. */
export function smtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A local test relay offers no certificate; anything else must present a valid one.
    tls: { rejectUnauthorized: !['127.0.0.1', 'localhost'].includes(url.hostname) },
    ignoreTLS: url.searchParams.get('tls') === 'off',
    // RFC 5321 (4.5.3.2) lets a server take 5 minutes to greet and 10 to confirm the data; a
    // client that gives up sooner sends the same lead again to a server that was only slow.
    connectionTimeout: 30_000,
    greetingTimeout: 5 * 60_000,
    socketTimeout: smtpReplyTimeoutMs,
  });
}

export function smtpSender(settings: MailSettings): SendLead & { close: () => void } {
  const transport = smtpTransport(settings.url);
  const send = async (lead: Lead) => {
    await transport.sendMail({ from: settings.from, to: settings.to, messageId: leadMessageId(lead, settings.from), ...leadEmail(lead) });
  };
  return Object.assign(send, { close: () => transport.close() });
}
