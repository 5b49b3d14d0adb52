// The message of a refused field, from site.json's texts: one wording on both sides.
import type { InterfaceTexts } from '../types/site.ts';
import { fieldRule, type FieldError, type FormKind } from './rules.ts';

export type FormTexts = NonNullable<InterfaceTexts['forms']>;

export function fieldMessage(texts: FormTexts, kind: FormKind, field: string, code: FieldError): string {
  const rule = fieldRule(kind, field);
  return texts.errors[code].replace('{min}', String(rule.minLength ?? '')).replace('{max}', String(rule.maxLength ?? ''));
}
