// The form rules, in one place for the browser and the server: the JSON Schemas in
// schemas/forms/ (compiled by ajv on the server) and the preparation both sides apply first.
// The browser checks fields with checkField(), a small reading of the same schemas; a unit test
// runs both on thousands of inputs and requires the same verdicts.
import type { Locale } from '../app/locale.ts';
import contactSchema from '../../schemas/forms/contact.schema.json' with { type: 'json' };
import consultationSchema from '../../schemas/forms/consultation.schema.json' with { type: 'json' };
import fieldsSchema from '../../schemas/forms/fields.schema.json' with { type: 'json' };
import newsletterSchema from '../../schemas/forms/newsletter.schema.json' with { type: 'json' };

export type FormKind = 'contact' | 'consultation' | 'newsletter';

/** The hidden field carrying the signed time the form was handed out (server: leads/formToken.ts). */
export const tokenField = 'formToken';
/** The hidden fields telling the sales inbox which page, in which language, a lead was sent from (schemas/forms/leadOrigin.schema.json). */
export const pageField = 'page';
export const languageField = 'language';
/** The hidden field only robots fill in. */
export const honeypotField = 'leave_empty';
export const formKinds: FormKind[] = ['contact', 'consultation', 'newsletter'];
/** Where a form posts: the server's endpoint for it. */
/** Where a form posts; the server answers in the language of the page (?lang=ar). */
export const formEndpoint = (kind: FormKind, locale: Locale = 'en') => `/api/${kind}${locale === 'en' ? '' : `?lang=${locale}`}`;
/** The form's path on the server, whatever its language. */
export const formRoute = (kind: FormKind) => `/api/${kind}`;

/** Why a field was refused; site.json's ui.forms.errors has a message for each. */
export type FieldError = 'required' | 'tooShort' | 'tooLong' | 'email' | 'phone' | 'option' | 'control' | 'invalid';

export interface FieldRule {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: string[];
}

interface FormSchema {
  required: string[];
  properties: Record<string, FieldRule & { $ref?: string }>;
}

export const formSchemas: Record<FormKind, FormSchema> = {
  contact: contactSchema as unknown as FormSchema,
  consultation: consultationSchema as unknown as FormSchema,
  newsletter: newsletterSchema as unknown as FormSchema,
};
export const fieldDefinitions = fieldsSchema.$defs as Record<string, FieldRule>;

/** The e-mail shape, used by ajv on the server (as its "email" format) and by the browser. */
export const emailPattern =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Control characters other than tab and line breaks (which long texts may contain). */
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
/**
 * Invisible formatting characters (Unicode's Cf): bidi controls that reorder what a reader sees
 * ("Invoice \u202Efdp.exe" shows as "Invoice exe.pdf"), zero-width spaces, byte order marks, tag
 * characters. They are removed before anything else; the two joiners that Arabic and Persian
 * spelling and emoji need (U+200C, U+200D) stay, but do not count as something to read.
 */
const invisibleCharacters = /(?![\u200C\u200D])\p{Cf}/gu;
const nothingToRead = /^[\s\u200C\u200D]*$/u;
const lineBreaks = /[\r\n\t]/;

/** The rule of one field, its $ref to the shared definitions resolved. */
export function fieldRule(kind: FormKind, field: string): FieldRule {
  const property = formSchemas[kind].properties[field];
  const shared = property.$ref ? fieldDefinitions[property.$ref.split('/').pop()!] : {};
  return { ...shared, ...property };
}

export function fieldNames(kind: FormKind): string[] {
  return Object.keys(formSchemas[kind].properties);
}

export type Prepared = { values: Record<string, string>; errors: Record<string, FieldError> };

/**
 * What both sides do before the rules: keep only the form's own fields, remove invisible
 * formatting characters, trim them, drop empty optional ones, and refuse control characters (and
 * line breaks outside long texts).
 */
export function prepareSubmission(kind: FormKind, raw: Record<string, unknown>): Prepared {
  const values: Record<string, string> = {};
  const errors: Record<string, FieldError> = {};
  for (const field of fieldNames(kind)) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      errors[field] = 'invalid';
      continue;
    }
    const trimmed = value.replace(invisibleCharacters, '').trim();
    if (nothingToRead.test(trimmed)) continue;
    const multiline = (fieldRule(kind, field).maxLength ?? 0) > 1000;
    if (controlCharacters.test(trimmed) || (!multiline && lineBreaks.test(trimmed))) errors[field] = 'control';
    else values[field] = trimmed;
  }
  for (const field of formSchemas[kind].required) if (!(field in values) && !(field in errors)) errors[field] = 'required';
  return { values, errors };
}

/** The browser's check of one prepared value against its rule (the server uses ajv). */
export function checkField(rule: FieldRule, value: string): FieldError | null {
  const length = [...value].length; // JSON Schema counts code points, as ajv does
  // The order of ajv's checks, so that both sides name the same first problem.
  if (rule.enum) return rule.enum.includes(value) ? null : 'option';
  if (rule.maxLength !== undefined && length > rule.maxLength) return 'tooLong';
  if (rule.minLength !== undefined && length < rule.minLength) return 'tooShort';
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return 'phone';
  if (rule.format === 'email' && !emailPattern.test(value)) return 'email';
  return null;
}

/** Prepare and check a whole submission in the browser. */
export function checkSubmission(kind: FormKind, raw: Record<string, unknown>): Prepared {
  const prepared = prepareSubmission(kind, raw);
  for (const [field, value] of Object.entries(prepared.values)) {
    const error = checkField(fieldRule(kind, field), value);
    if (error) {
      prepared.errors[field] = error;
      delete prepared.values[field];
    }
  }
  return prepared;
}
