// The fields of the two forms, in order, with the names, types and autofill tokens the server's
// rules (schemas/forms/) and the specification use. Labels and options come from site.json.
import type { FormKind as AnyForm } from '../../forms/rules.ts';
import type { ContactFormsBlock } from '../../types/site.ts';

type Contact = ContactFormsBlock['contact'];
type Consultation = ContactFormsBlock['consultation'];
export type FieldText = { label: string; placeholder?: string; help?: string };
export type Option = { value: string; label: string };

export interface FieldSpec<Texts> {
  name: keyof Texts & string;
  type?: 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  /** The key of the field's choices: the field is a native select. */
  options?: keyof Texts & string;
  /** Takes one column of two from tablets up. */
  half?: boolean;
}

export const contactFields: FieldSpec<Contact>[] = [
  { name: 'firstName', autoComplete: 'given-name', half: true },
  { name: 'lastName', autoComplete: 'family-name', half: true },
  { name: 'email', type: 'email', autoComplete: 'email', half: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', half: true },
  { name: 'company', autoComplete: 'organization', half: true },
  { name: 'subject', options: 'subjectOptions', half: true },
  { name: 'message', multiline: true },
];

export const consultationFields: FieldSpec<Consultation>[] = [
  { name: 'consultName', autoComplete: 'name', half: true },
  { name: 'consultEmail', type: 'email', autoComplete: 'email', half: true },
  { name: 'consultPhone', type: 'tel', autoComplete: 'tel', half: true },
  { name: 'consultCompany', autoComplete: 'organization', half: true },
  { name: 'projectType', options: 'projectTypeOptions' },
  { name: 'budget', options: 'budgetOptions', half: true },
  { name: 'timeline', options: 'timelineOptions', half: true },
  { name: 'projectDetails', multiline: true },
];

/** The forms of this block: every form but the newsletter. */
export type FormKind = Exclude<AnyForm, 'newsletter'>;
export const formKinds: FormKind[] = ['contact', 'consultation'];

export const formIds = {
  tab: (form: FormKind) => `${form}-form-tab`,
  panel: (form: FormKind) => `${form}-form-panel`,
  title: (form: FormKind) => `${form}-form-title`,
};
