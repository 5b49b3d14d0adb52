// A refusal in the asker's language: a signed-in member's stored one; signed out (the sign-in
// page, an invitation's link), the language the console's page is in (consoleApi.ts sends it as
// X-Console-Language), else the browser's Accept-Language; else English.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isConsoleLanguage, type ConsoleLanguage } from '../../../studio/shared/consoleLanguages.ts';
import { Refusal, refusalText, type RefusalArgs, type RefusalCode } from '../../../studio/shared/refusalWords.ts';

export const languageHeader = 'x-console-language';

/** The first of Accept-Language's languages (by weight) that the console speaks. */
function acceptedLanguage(header: string | undefined): ConsoleLanguage | undefined {
  const tags = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const weight = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.split('-')[0], weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((tag) => tag.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return tags.map((tag) => tag.language).find(isConsoleLanguage);
}

export function askerLanguage(request: FastifyRequest): ConsoleLanguage {
  const stored = request.member?.language;
  if (stored) return stored;
  const page = request.headers[languageHeader];
  if (isConsoleLanguage(page)) return page;
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}

/** A refusal's body: its words in the asker's language, and its code. */
export const refusal = <Code extends RefusalCode>(request: FastifyRequest, code: Code, ...args: RefusalArgs<Code>) => ({ error: refusalText(askerLanguage(request), code, ...args), code });

/** Answers with a refusal (a status and its words). */
export const refuse = <Code extends RefusalCode>(reply: FastifyReply, status: number, code: Code, ...args: RefusalArgs<Code>) => reply.code(status).send(refusal(reply.request, code, ...args));

/** A store's refusal's body, in the asker's language. */
export const refusalOf = (request: FastifyRequest, thrown: Pick<Refusal, 'code'> & { args: readonly unknown[] }) =>
  (refusal as (request: FastifyRequest, code: RefusalCode, ...args: unknown[]) => { error: string; code: RefusalCode })(request, thrown.code, ...thrown.args);

/** A store's refusal (Refusal, thrown by the team's or the inbox's store) in the asker's language. */
export const refuseThrown = (reply: FastifyReply, thrown: Pick<Refusal, 'status' | 'code'> & { args: readonly unknown[] }) => reply.code(thrown.status).send(refusalOf(reply.request, thrown));
