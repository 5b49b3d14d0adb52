// A form generated from a JSON Schema (react-jsonschema-form, MUI theme). It does not validate:
// the problems shown are those of `npm run validate`, which the server runs on the draft and
// which come in as extraErrors, beside their fields.
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { useMemo } from 'react';
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
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={value}
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
      onChange={(event) => onChange(event.formData as T)}
    />
  );
}
