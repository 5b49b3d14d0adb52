// Where leads come from, counted on our own server without cookies: each public form sends one
// beacon when a visitor first types in it (src/forms/useFormStartBeacon.ts), and the server adds
// one to that day's count for the page, language and form. Nothing else is kept: no id, no
// address, no time finer than the day. The sources report sets these beside the stored leads.
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { localeOfPath, locales, type Locale } from '../../app/locale.ts';
import type { Database } from '../database.ts';

/** The forms whose starts are counted: those that bring a lead. */
export const countedForms = ['contact', 'consultation'] as const;
export type CountedForm = (typeof countedForms)[number];

/** Qatar's time (UTC+3 all year), in which the team reads days and weeks. */
const qatarOffsetMs = 3 * 3_600_000;
/** A moment's day in Qatar, "2026-11-27". */
export const qatarDay = (at: Date) => new Date(at.getTime() + qatarOffsetMs).toISOString().slice(0, 10);

export interface FormStart {
  form: CountedForm;
  page: string;
  language: Locale;
}

/** A beacon's body as the server counts it, or undefined: a known form, on a page of the site that has forms, in that page's language. */
export function readFormStart(body: unknown, isFormPage: (path: string) => boolean): FormStart | undefined {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const { form, page, language } = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  if (!countedForms.includes(form as CountedForm) || !locales.includes(language as Locale)) return undefined;
  if (typeof page !== 'string' || page.length > 200 || !/^\/[a-z0-9/-]*$/.test(page) || localeOfPath(page) !== language || !isFormPage(page)) return undefined;
  return { form: form as CountedForm, page, language: language as Locale };
}

export async function countFormStart(db: Database, start: FormStart, at = new Date()) {
  await db.query(
    `INSERT INTO form_starts (day, page, language, form, starts) VALUES (?, ?, ?, ?, 1)
     ON CONFLICT (day, page, language, form) DO UPDATE SET starts = form_starts.starts + 1 RETURNING starts`,
    [qatarDay(at), start.page, start.language, start.form],
  );
}

export interface FormStartRoutesOptions {
  database: Database;
  /** Whether a path is a page of the live release with a form on it. */
  isFormPage: (path: string) => boolean;
  /** Beacons one client may send in a minute. */
  perMinute: number;
  /** Origins allowed to post besides the request's own (the public address behind a proxy). */
  allowedOrigins: string[];
}

/** POST /api/form-start: 204 when counted, 400 for anything else (an unknown form or page), 403 from another site. */
export async function formStartRoutes(app: FastifyInstance, options: FormStartRoutesOptions) {
  // Counted in this instance's memory only: a shared store would write visitors' addresses into
  // the database, and a count for a report needs no stricter limit.
  await app.register(rateLimit, { max: options.perMinute, timeWindow: 60_000 });
  // sendBeacon posts a string as text/plain, which needs no preflight; JSON is taken too.
  app.post('/api/form-start', { bodyLimit: 1024 }, async (request, reply) => {
    const origin = request.headers.origin;
    const sameSite = origin === undefined ? request.headers['sec-fetch-site'] !== 'cross-site' : origin === `${request.protocol}://${request.host}` || options.allowedOrigins.includes(origin);
    if (!sameSite) return reply.code(403).send();
    const start = readFormStart(request.body, options.isFormPage);
    if (!start) return reply.code(400).send();
    await countFormStart(options.database, start);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
