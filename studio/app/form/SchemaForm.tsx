// A form generated from a JSON Schema (react-jsonschema-form, MUI theme). It does not validate:
// the problems shown are those of `npm run validate`, which the server runs on the draft and
// which come in as extraErrors, beside their fields.
import Form from '@rjsf/mui';
import { deepEquals, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { startTransition, useLayoutEffect, useMemo, useRef } from 'react';
import { BilingualTextField } from './BilingualTextField.tsx';
import { CollapsibleItemTemplate } from './CollapsibleItemTemplate.tsx';
import { formUiSchema } from './formSchema.ts';
import { LinkWidget } from './LinkWidget.tsx';
import { DescriptionFieldTemplate, TitleFieldTemplate, type FormContext } from './groupTemplates.tsx';

// The schemas are JSON Schema 2020-12; ajv-errors' "errorMessage" and the "discriminator" are
// the validator's business, not the form's (strict off).
const validator = customizeValidator({ AjvClass: Ajv2020 as any, ajvOptionsOverrides: { strict: false } });

const fields = { BilingualText: BilingualTextField };
const widgets = { LinkWidget };
const templates = { TitleFieldTemplate, DescriptionFieldTemplate, ArrayFieldItemTemplate: CollapsibleItemTemplate };
// The form never adds data of its own (defaults, empty lists): the file changes only where the marketer types.
const noDefaults = {
  arrayMinItems: { populate: 'never' as const },
  emptyObjectFields: 'skipDefaults' as const,
  constAsDefaults: 'never' as const,
};

export interface SchemaFormProps<T> {
  /** A schema with the completed $defs (see formSchema.ts). */
  schema: RJSFSchema;
  value: T;
  onChange: (value: T) => void;
  errors: ErrorSchema;
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** The level of the heading above the form: its groups' titles are one below. */
  headingLevel: number;
  /** More for the form's root (the order of its fields, their titles). */
  rootUi?: UiSchema;
}

export function SchemaForm<T>({ schema, value, onChange, errors, idPrefix, headingLevel, rootUi }: SchemaFormProps<T>) {
  const uiSchema = useMemo(() => ({ ...formUiSchema(schema.$defs as Record<string, unknown>), ...rootUi }), [schema, rootUi]);
  const formContext = useMemo<FormContext>(() => ({ headingLevel }), [headingLevel]);
  // The draft follows the form in a transition, so `value` may still be what it was before the
  // form's latest reports, or one of them, while the form holds later keys: handing it back would
  // take the form back to it. Until the draft catches up (or changes from elsewhere: an undo), the
  // form gets its own latest report. The list is cleared after a commit, never in a render React may drop.
  const reports = useRef<{ base: T; list: T[] }>(undefined);
  const committedValue = useRef(value);
  const latest = reports.current?.list[reports.current.list.length - 1];
  const lagging = reports.current !== undefined && !deepEquals(value, latest) && (deepEquals(value, reports.current.base) || reports.current.list.some((report) => deepEquals(value, report)));
  useLayoutEffect(() => {
    committedValue.current = value;
    if (!lagging) reports.current = undefined;
  });
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={lagging ? latest : value}
      validator={validator}
      noValidate
      showErrorList={false}
      extraErrors={errors}
      fields={fields}
      widgets={widgets}
      templates={templates}
      formContext={formContext}
      idPrefix={idPrefix}
      experimental_defaultFormStateBehavior={noDefaults}
      // The form reports a change once it has drawn it: the draft and the preview follow in a
      // transition too (a text field's key is already on screen; see BilingualTextField).
      onChange={(event) => {
        reports.current = { base: reports.current?.base ?? committedValue.current, list: [...(reports.current?.list.slice(-20) ?? []), event.formData as T] };
        startTransition(() => onChange(event.formData as T));
      }}
    />
  );
}
