// The server's check of a submission: the shared preparation, then ajv over schemas/forms/.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import contactSchema from '../../../schemas/forms/contact.schema.json' with { type: 'json' };
import consultationSchema from '../../../schemas/forms/consultation.schema.json' with { type: 'json' };
import fieldsSchema from '../../../schemas/forms/fields.schema.json' with { type: 'json' };
import newsletterSchema from '../../../schemas/forms/newsletter.schema.json' with { type: 'json' };
import leadOriginSchema from '../../../schemas/forms/leadOrigin.schema.json' with { type: 'json' };
import type { LeadLanguage } from './types.ts';
import { emailPattern, fieldNames, fieldRule, formKinds, prepareSubmission, type FieldError, type FormKind, type Prepared } from '../../forms/rules.ts';

const base = 'https://schemas.nuqta.invalid/forms/';
const ajv = new Ajv2020({ allErrors: true, unicodeRegExp: true });
ajv.addFormat('email', emailPattern);
ajv.addSchema({ ...fieldsSchema, $id: `${base}fields.schema.json` });
const validators: Record<FormKind, ValidateFunction> = {
  contact: ajv.compile({ ...contactSchema, $id: `${base}contact.schema.json` }),
  consultation: ajv.compile({ ...consultationSchema, $id: `${base}consultation.schema.json` }),
  newsletter: ajv.compile({ ...newsletterSchema, $id: `${base}newsletter.schema.json` }),
};

const originValidators = Object.fromEntries(
  Object.entries(leadOriginSchema.properties).map(([field, rule]) => [field, ajv.compile(rule)]),
) as Record<keyof typeof leadOriginSchema.properties, ValidateFunction>;

/** The page and language a lead was sent from (the forms' hidden fields), each null when missing or not as the rules say. */
export function leadOrigin(raw: Record<string, unknown>): { page: string | null; language: LeadLanguage | null } {
  const valid = (field: keyof typeof originValidators) => (typeof raw[field] === 'string' && originValidators[field](raw[field]) ? (raw[field] as string) : null);
  return { page: valid('page'), language: valid('language') as LeadLanguage | null };
}

const codeOf: Record<string, FieldError> = {
  required: 'required',
  minLength: 'tooShort',
  maxLength: 'tooLong',
  format: 'email',
  pattern: 'phone',
  enum: 'option',
  type: 'invalid',
};

function fieldOf(error: ErrorObject): string {
  return error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : error.instancePath.slice(1);
}

/** The submission's accepted values, or an error code per refused field. */
export function validateSubmission(kind: FormKind, raw: Record<string, unknown>): Prepared {
  const prepared = prepareSubmission(kind, raw);
  if (!validators[kind](prepared.values))
    for (const error of validators[kind].errors ?? []) {
      const field = fieldOf(error);
      if (!prepared.errors[field]) prepared.errors[field] = codeOf[error.keyword] ?? 'invalid';
      delete prepared.values[field];
    }
  return prepared;
}

/**
 * The largest body a valid form can arrive as: every field at its longest (and the page it came from), each character taking
 * the 12 bytes of a 4-byte UTF-8 character percent-encoded, plus room for the token and the field
 * separators. A body over it cannot be a valid form, so it is refused before it is read.
 */
export function largestValidBody(): number {
  const longest = (kind: FormKind) =>
    fieldNames(kind).reduce((bytes, field) => {
      const rule = fieldRule(kind, field);
      const characters = rule.maxLength ?? Math.max(0, ...(rule.enum ?? []).map((option) => option.length));
      return bytes + field.length + 2 + characters * 12;
    }, 0);
  const origin = Object.entries(leadOriginSchema.properties).reduce((bytes, [field, rule]) => bytes + field.length + 2 + ('maxLength' in rule ? rule.maxLength : 2) * 12, 0);
  return Math.max(...formKinds.map(longest)) + origin + 1024;
}
