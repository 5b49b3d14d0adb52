// The form endpoints. Browsers with JavaScript post with `Accept: application/json` and get JSON;
// plain HTML forms get a redirect to the result page, or the form page again with the visitor's
// input and the messages when something needs correcting.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type { FormOutcome } from '../../forms/outcome.ts';
import { fieldMessage, type FormTexts } from '../../forms/messages.ts';
import { formKinds, formRoute, honeypotField, tokenField, type FormKind } from '../../forms/rules.ts';
import { localizedPath, unlocalizedPath, type Locale } from '../../app/locale.ts';

export { tokenField };
import { validateSubmission } from './formValidation.ts';
import { issueToken, tokenAge } from './formToken.ts';
import { tokenBucket } from './rateLimit.ts';
import type { LeadStore } from './types.ts';


export interface FormRoutesOptions {
  store: LeadStore;
  /** Called after a lead is stored, to send its e-mail without waiting for the next round. */
  onLead: () => void;
  secret: string;
  /** The messages in English, and in the other languages the forms are posted from (?lang=ar). */
  texts: FormTexts;
  textsByLocale?: Partial<Record<Locale, FormTexts>>;
  minFillMs: number;
  rateLimit: { burst: number; perMinute: number };
  bodyLimit: number;
  /** Origins allowed to post besides the request's own (e.g. the public address behind a proxy). */
  allowedOrigins: string[];
  /** Renders a form page with an outcome, for browsers without JavaScript. */
  renderFormPage?: (path: string, outcome: FormOutcome) => Promise<{ html: string; csp: string }>;
}

const formPages: Record<FormKind, string> = { contact: '/contact', consultation: '/contact', newsletter: '/news' };
const resultAddress = (kind: FormKind, locale: Locale, ref?: string) =>
  localizedPath(kind === 'newsletter' ? '/news?subscribed=1#newsletter' : `/contact?${kind === 'consultation' ? 'form=consultation&' : ''}sent=${ref}`, locale);

/**
 * The outcome a result address stands for (the inverse of resultAddress), so that a browser
 * without JavaScript sees the thank-you after its redirect; null for any other visit. A reference
 * only counts when it is in the store and belongs to this page.
 */
export async function resultOutcome(localPath: string, query: Record<string, unknown>, store: LeadStore): Promise<FormOutcome | null> {
  const path = unlocalizedPath(localPath);
  if (path === formPages.newsletter && query.subscribed === '1') return { kind: 'newsletter', status: 'subscribed' };
  const ref = query.sent;
  if (typeof ref !== 'string' || ref.length > 20) return null;
  const lead = await store.getLead(ref);
  return lead && formPages[lead.kind] === path ? { kind: lead.kind, status: 'sent', ref: lead.ref } : null;
}

export async function formRoutes(app: FastifyInstance, options: FormRoutesOptions) {
  await app.register(formbody, { bodyLimit: options.bodyLimit });
  const bucket = tokenBucket(options.rateLimit);

  const sameOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
    return origin === `${request.protocol}://${request.host}` || options.allowedOrigins.includes(origin);
  };

  const localeOf = (request: FastifyRequest): Locale => ((request.query as Record<string, unknown>).lang === 'ar' && options.textsByLocale?.ar ? 'ar' : 'en');
  const textsFor = (request: FastifyRequest) => options.textsByLocale?.[localeOf(request)] ?? options.texts;

  const answer = async (request: FastifyRequest, reply: FastifyReply, outcome: FormOutcome, status: number) => {
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    const locale = localeOf(request);
    if (wantsJson) return reply.code(status).header('cache-control', 'no-store').send(outcome);
    if (outcome.status === 'sent' || outcome.status === 'subscribed') return reply.redirect(resultAddress(outcome.kind, locale, outcome.ref), 303);
    if (!options.renderFormPage) return reply.code(status).type('text/plain; charset=utf-8').send(outcome.message ?? textsFor(request).summary);
    const page = await options.renderFormPage(localizedPath(formPages[outcome.kind], locale), outcome);
    return reply.code(status).header('content-security-policy', page.csp).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
  };

  const handle = (kind: FormKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const texts = textsFor(request);
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const keep = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== tokenField));
    if (!sameOrigin(request)) return answer(request, reply, { kind, status: 'forbidden', message: texts.crossSite }, 403);
    if (!bucket.take(request.ip))
      return answer(request, reply, { kind, status: 'rateLimited', message: texts.rateLimited, values: keep(body), token: issueToken(options.secret) }, 429);

    const age = tokenAge(options.secret, body[tokenField]);
    if (age === undefined || age < options.minFillMs)
      return answer(
        request,
        reply,
        { kind, status: 'retry', message: age === undefined ? texts.expired : texts.tooFast, values: keep(body), token: issueToken(options.secret) },
        400,
      );

    const { values, errors } = validateSubmission(kind, body);
    const refused = Object.entries(errors);
    if (refused.length > 0) {
      const messages = Object.fromEntries(refused.map(([field, code]) => [field, fieldMessage(texts, kind, field, code)]));
      return answer(request, reply, { kind, status: 'invalid', message: texts.summary, errors: messages, values: keep(body), token: issueToken(options.secret) }, 422);
    }

    try {
      // Robots fill in the hidden field: keep what they sent, marked as spam, and answer as usual.
      const spam = typeof body[honeypotField] === 'string' && body[honeypotField] !== '';
      if (kind === 'newsletter') {
        if (!spam) await options.store.subscribe(values.email);
        return answer(request, reply, { kind, status: 'subscribed' }, 200);
      }
      const lead = await options.store.addLead({ kind, fields: values, spam });
      if (!spam) options.onLead();
      return answer(request, reply, { kind, status: 'sent', ref: lead.ref }, 200);
    } catch (error) {
      request.log.error(error);
      return answer(request, reply, { kind, status: 'failed', message: texts.failed, values: keep(body), token: issueToken(options.secret) }, 503);
    }
  };

  const routeOptions = { bodyLimit: options.bodyLimit };
  for (const kind of formKinds) app.post(formRoute(kind), routeOptions, handle(kind));
  app.get('/api/form-token', async (_request, reply) => reply.header('cache-control', 'no-store').send({ token: issueToken(options.secret) }));
}
