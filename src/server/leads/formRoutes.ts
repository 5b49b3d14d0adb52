// The form endpoints. Browsers with JavaScript post with `Accept: application/json` and get JSON;
// plain HTML forms get a redirect to the result page, or the form page again with the visitor's
// input and the messages when something needs correcting. A visitor is told "sent" only once the
// submission is committed; when the store cannot take it, they are told so and offered WhatsApp
// and a call instead, and the server logs it.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FormOutcome } from '../../forms/outcome.ts';
import { fieldMessage, type FormTexts } from '../../forms/messages.ts';
import { formKinds, formRoute, honeypotField, tokenField, type FormKind } from '../../forms/rules.ts';
import { localizedPath, type Locale } from '../../app/locale.ts';
import { largestValidBody, leadOrigin, validateSubmission } from './formValidation.ts';
import { issueToken, readToken, type FormToken } from './formToken.ts';
import { subscriberMark } from './sql.ts';
import { FormTokenUsed, type Lead, type LeadStore } from './types.ts';
import { sharedRateLimitStore } from '../sharedRateLimitStore.ts';

export { tokenField };

export interface FormRoutesOptions {
  store: LeadStore;
  /** Called after a lead is committed (not spam): its e-mail without waiting for the next round, the open inboxes, the members' notifications. Must return at once. */
  onLead: (lead: Lead) => void;
  secret: string;
  /** The messages in a language the forms are posted from (?lang=ar): the live release's, read at each request. */
  texts: (locale: Locale) => FormTexts;
  minFillMs: number;
  /** How long a form token is accepted after it was handed out. */
  tokenMaxAgeMs: number;
  /** Form submissions one client may send in a minute (one count for all the forms). */
  rateLimitPerMinute: number;
  /** Form-start beacons one client may send in a minute (formStarts.ts); 20 unless told. */
  formStartsPerMinute?: number;
  /** Origins allowed to post besides the request's own (e.g. the public address behind a proxy). */
  allowedOrigins: string[];
  /** Renders a form page with an outcome, for browsers without JavaScript. */
  renderFormPage?: (path: string, outcome: FormOutcome) => Promise<{ html: string; csp: string }>;
  /** Where a submission the store could not take is reported (the server's log). */
  logFailure?: (message: string) => void;
}

/** The page a form is on, in a language, with the form's tab open. */
const formPage = (kind: FormKind, locale: Locale) => localizedPath(kind === 'newsletter' ? '/news' : kind === 'consultation' ? '/contact?form=consultation' : '/contact', locale);

/**
 * Where a browser without JavaScript is sent after its form was stored: the form's own address,
 * which renders the page with the thank-you. Under /api/, so that it reaches this server wherever
 * the pages themselves are served from (a static host or CDN, docs/operations.md: Deploying).
 */
const resultAddress = (kind: FormKind, locale: Locale, ref?: string) =>
  `${formRoute(kind)}?${new URLSearchParams({ ...(locale === 'en' ? {} : { lang: locale }), ...(ref ? { sent: ref } : { subscribed: '1' }) })}`;

/**
 * The outcome a result address stands for (the inverse of resultAddress); null for any other
 * visit. A reference only counts when it is in the store and belongs to this form.
 */
export async function resultOutcome(kind: FormKind, query: Record<string, unknown>, store: LeadStore): Promise<FormOutcome | null> {
  if (kind === 'newsletter') return query.subscribed === '1' ? { kind, status: 'subscribed' } : null;
  const ref = query.sent;
  if (typeof ref !== 'string' || ref.length > 20) return null;
  const lead = await store.getLead(ref);
  return lead && lead.kind === kind ? { kind, status: 'sent', ref: lead.ref } : null;
}

const emptyTokenInput = new RegExp(`(<input[^>]*name="${tokenField}")(?![^>]*value=)`, 'g');
/** Whether a page has a form that needs a token. */
export const hasFormTokenInput = (html: string) => new RegExp(emptyTokenInput.source).test(html);
/** Gives every form of a page that has no token yet a fresh one of its own: each token brings one submission. */
export const withFreshTokens = (html: string, secret: string) => html.replace(emptyTokenInput, (_input, start: string) => `${start} value="${issueToken(secret)}"`);

const sameFields = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([field, value]) => b[field] === value);

export async function formRoutes(app: FastifyInstance, options: FormRoutesOptions) {
  const bodyLimit = largestValidBody();
  await app.register(formbody, { bodyLimit });
  const { countHit } = options.store;
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute,
    timeWindow: 60_000,
    // After the body is read, so that a visitor without JavaScript gets their input back.
    hook: 'preHandler',
    // Shared by every instance where the store is; a store that fails lets the submission through
    // to be refused with the store's own message.
    store: countHit && sharedRateLimitStore(countHit.bind(options.store)),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });

  const sameOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
    return origin === `${request.protocol}://${request.host}` || options.allowedOrigins.includes(origin);
  };

  const localeOf = (request: FastifyRequest): Locale => ((request.query as Record<string, unknown>).lang === 'ar' ? 'ar' : 'en');
  const textsFor = (request: FastifyRequest) => options.texts(localeOf(request));
  const kindOf = (request: FastifyRequest) => formKinds.find((kind) => formRoute(kind) === request.routeOptions.url)!;
  const bodyOf = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  /** What the visitor typed, to show again (never the token: they get a fresh one). */
  const typed = (request: FastifyRequest) =>
    Object.fromEntries(Object.entries(bodyOf(request)).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== tokenField));

  const answer = async (request: FastifyRequest, reply: FastifyReply, outcome: FormOutcome, status: number) => {
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    const locale = localeOf(request);
    if (wantsJson) return reply.code(status).header('cache-control', 'no-store').send(outcome);
    if (outcome.status === 'sent' || outcome.status === 'subscribed') return reply.redirect(resultAddress(outcome.kind, locale, outcome.ref), 303);
    if (!options.renderFormPage) return reply.code(status).type('text/plain; charset=utf-8').send(outcome.message ?? textsFor(request).summary);
    return sendFormPage(reply, formPage(outcome.kind, locale), outcome, status);
  };
  /** A form page rendered with an outcome (browsers without JavaScript); its other forms get fresh tokens. */
  const sendFormPage = async (reply: FastifyReply, path: string, outcome: FormOutcome, status: number) => {
    const page = await options.renderFormPage!(path, outcome);
    return reply
      .code(status)
      .header('content-security-policy', page.csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(withFreshTokens(page.html, options.secret));
  };
  /** The visitor's own token while it can still bring a submission (not out of date; not used, as far as is known), else a fresh one. */
  const tokenToSendAgain = (request: FastifyRequest) => {
    const own = bodyOf(request)[tokenField];
    const token = readToken(options.secret, own, options.tokenMaxAgeMs);
    return token && !token.expired ? (own as string) : issueToken(options.secret);
  };
  /** The form back with the visitor's input, a message and a token to send it again with. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, outcome: Pick<FormOutcome, 'status' | 'message' | 'errors' | 'retryInMs'>, token = tokenToSendAgain(request)) =>
    answer(request, reply, { kind: kindOf(request), ...outcome, values: typed(request), token }, status);
  /**
   * The form back when its token was refused: missing, out of date, or used by another
   * submission, as in a page kept by a cache (a service worker, a CDN). Everything typed stays,
   * with a fresh token and a message that says which button to press. A refused token this server
   * signed shows that the form was handed out long enough ago, so the fresh one counts that time:
   * the form can be sent again at once (a browser with JavaScript does so by itself).
   */
  const resend = (request: FastifyRequest, reply: FastifyReply, refused: FormToken | undefined) => {
    const token = issueToken(options.secret, Date.now() - (refused ? options.minFillMs : 0));
    return refuse(request, reply, 400, { status: 'retry', message: textsFor(request).resend, retryInMs: refused ? 0 : options.minFillMs }, token);
  };

  // A replayed token: the same submission again (a double click without JavaScript) gets the same
  // answer; anything else gets the form back to send again with a fresh token.
  const replayed = async (kind: FormKind, usedBy: string, values: Record<string, string>): Promise<FormOutcome | undefined> => {
    if (kind === 'newsletter') return usedBy === subscriberMark(values.email) ? { kind, status: 'subscribed' } : undefined;
    const lead: Lead | undefined = await options.store.getLead(usedBy);
    return lead && lead.kind === kind && sameFields(lead.fields, values) ? { kind, status: 'sent', ref: lead.ref } : undefined;
  };

  const handle = (kind: FormKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const texts = textsFor(request);
    const body = bodyOf(request);
    if (!sameOrigin(request)) return answer(request, reply, { kind, status: 'forbidden', message: texts.crossSite }, 403);

    const token = readToken(options.secret, body[tokenField], options.tokenMaxAgeMs);
    if (!token || token.expired) return resend(request, reply, token);
    // Sooner than a person fills in a form: the same token, usable once the rest of the time has passed.
    if (token.age < options.minFillMs) return refuse(request, reply, 400, { status: 'retry', message: texts.tooFast, retryInMs: options.minFillMs - token.age });

    const { values, errors } = validateSubmission(kind, body);
    const refused = Object.entries(errors);
    if (refused.length > 0) {
      const messages = Object.fromEntries(refused.map(([field, code]) => [field, fieldMessage(texts, kind, field, code)]));
      return refuse(request, reply, 422, { status: 'invalid', message: texts.summary, errors: messages });
    }

    const tokenUse = { id: token.id, expiresAt: new Date(token.issuedAt + options.tokenMaxAgeMs) };
    // Robots fill in the hidden field: keep what they sent, marked as spam, and answer as usual.
    const spam = typeof body[honeypotField] === 'string' && body[honeypotField] !== '';
    try {
      if (kind === 'newsletter') {
        if (!spam) await options.store.subscribe(values.email, tokenUse);
        return answer(request, reply, { kind, status: 'subscribed' }, 200);
      }
      const lead = await options.store.addLead({ kind, fields: values, ...leadOrigin(body), spam, token: tokenUse });
      if (!spam) options.onLead(lead);
      return answer(request, reply, { kind, status: 'sent', ref: lead.ref }, 200);
    } catch (error) {
      if (error instanceof FormTokenUsed) {
        const again = await replayed(kind, error.usedBy, values);
        return again ? answer(request, reply, again, 200) : resend(request, reply, token);
      }
      options.logFailure?.(`A ${kind} form from ${request.ip} was not stored, and its visitor was told so: ${(error as Error).message ?? error}`);
      return refuse(request, reply, 503, { status: 'failed', message: texts.failed });
    }
  };

  // The rate limit's refusal and a body over the limit get the form's own answer, in its language.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const texts = textsFor(request);
    if (error.statusCode === 429) return refuse(request, reply, 429, { status: 'rateLimited', message: texts.rateLimited });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return answer(request, reply, { kind: kindOf(request), status: 'tooLarge', message: texts.tooLarge, token: issueToken(options.secret) }, 413);
    throw error;
  });

  // The thank-you after a plain post (resultAddress); any other visit goes to the form's page.
  const showResult = (kind: FormKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await resultOutcome(kind, request.query as Record<string, unknown>, options.store);
    const page = formPage(kind, localeOf(request));
    return outcome && options.renderFormPage ? sendFormPage(reply, page, outcome, 200) : reply.redirect(page, 303);
  };

  for (const kind of formKinds) {
    app.post(formRoute(kind), { bodyLimit }, handle(kind));
    app.get(formRoute(kind), { config: { rateLimit: false } }, showResult(kind));
  }
  app.get('/api/form-token', { config: { rateLimit: false } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ token: issueToken(options.secret) }));
}
