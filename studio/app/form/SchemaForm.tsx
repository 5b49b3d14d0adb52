// A form generated from a JSON Schema (react-jsonschema-form, MUI theme). It does not validate:
// the problems shown are those of `npm run validate`, which the server runs on the draft and
// which come in as extraErrors, beside their fields.
import Form from '@rjsf/mui';
import { englishStringTranslator, TranslatableString, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { useMemo } from 'react';
import { BilingualTextField } from './BilingualTextField.tsx';
import { CollapsibleItemTemplate } from './CollapsibleItemTemplate.tsx';
import { formUiSchema } from './formSchema.ts';
import { ImageField } from './ImageField.tsx';
import { LinkWidget } from './LinkWidget.tsx';
import { LazyRichTextField } from './LazyRichTextField.tsx';
import { DescriptionFieldTemplate, TitleFieldTemplate, type FormContext } from './groupTemplates.tsx';
import { blockDescriptionsAr, fieldLabelsAr, itemLabelsAr } from '../../shared/editorNamesAr.ts';
import { fieldDescriptionsAr } from '../../shared/fieldDescriptionsAr.ts';
import type { StudioWords } from '../console/words/studio.ts';
import { useStudioLanguage, useStudioWords, type StudioLanguage } from '../studioWords.ts';

// The schemas are JSON Schema 2020-12; ajv-errors' "errorMessage" and the "discriminator" are
// the validator's business, not the form's (strict off).
const validator = customizeValidator({ AjvClass: Ajv2020 as any, ajvOptionsOverrides: { strict: false } });

const fields = { BilingualText: BilingualTextField, RichText: LazyRichTextField, Image: ImageField };
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

/** The form library's own words (Add item, Remove, Move up…), in the studio's language. */
function formStrings(words: StudioWords['form']): Partial<Record<TranslatableString, string>> {
  return {
    [TranslatableString.AddItemButton]: words.addItem,
    [TranslatableString.AddButton]: words.add,
    [TranslatableString.RemoveButton]: words.remove,
    [TranslatableString.MoveUpButton]: words.moveUp,
    [TranslatableString.MoveDownButton]: words.moveDown,
    [TranslatableString.CopyButton]: words.copy,
    [TranslatableString.EmptyArray]: words.noItems,
    [TranslatableString.YesLabel]: words.yes,
    [TranslatableString.NoLabel]: words.no,
    [TranslatableString.OptionalObjectAdd]: words.addOptional,
    [TranslatableString.OptionalObjectRemove]: words.removeOptional,
    [TranslatableString.OptionalObjectEmptyMsg]: words.noOptional,
  };
}

const translatedDefs = new WeakMap<object, Record<string, unknown>>();

/** A list whose items have a label of their own (itemLabels) gets the Arabic one. */
const arabicItemLabel = (name: string, field: unknown): unknown => {
  const items = (field as { items?: { title?: string } }).items;
  return itemLabelsAr[name] && items?.title ? { ...(field as object), items: { ...items, title: itemLabelsAr[name] } } : field;
};

/**
 * A schema whose fields' labels and descriptions are in Arabic where the studio has them
 * (studioNames.ts's labels, fieldDescriptionsAr.ts's descriptions; the rest keep their English).
 */
function arabicLabels(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(arabicLabels);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === 'examples' || key === 'enum' || key === 'const' || key === 'default') return [key, value];
      if (key === 'description' && typeof value === 'string') return [key, fieldDescriptionsAr[value] ?? value];
      if (key !== 'properties' || !value || typeof value !== 'object') return [key, arabicLabels(value)];
      return [key, Object.fromEntries(Object.entries(value).map(([name, field]) => [name, { ...(arabicItemLabel(name, arabicLabels(field)) as object), ...(fieldLabelsAr[name] && { title: fieldLabelsAr[name] }) }]))];
    }),
  );
}

/** Each block's definition ("blocks:hero") described in Arabic. */
function withArabicDescriptions(defs: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => {
    const arabic = name.startsWith('blocks:') ? blockDescriptionsAr[name.slice('blocks:'.length)] : undefined;
    return [name, arabic ? { ...def, description: arabic } : def];
  }));
}

function inLanguage(schema: RJSFSchema, language: StudioLanguage): RJSFSchema {
  if (language === 'en') return schema;
  const { $defs, ...root } = schema;
  // The definitions, hundreds of them, are translated once per draft's schemas.
  let defs = $defs && translatedDefs.get($defs);
  if ($defs && !defs) translatedDefs.set($defs, (defs = withArabicDescriptions(arabicLabels($defs) as Record<string, Record<string, unknown>>)));
  return { ...(arabicLabels(root) as RJSFSchema), ...(defs && { $defs: defs as RJSFSchema['$defs'] }) };
}

export function SchemaForm<T>({ schema: givenSchema, value, onChange, errors, idPrefix, headingLevel, rootUi }: SchemaFormProps<T>) {
  const words = useStudioWords();
  const language = useStudioLanguage();
  const schema = useMemo(() => inLanguage(givenSchema, language), [givenSchema, language]);
  const uiSchema = useMemo(() => ({ ...formUiSchema(schema.$defs as Record<string, unknown>), ...rootUi }), [schema, rootUi]);
  const formContext = useMemo<FormContext>(() => ({ headingLevel }), [headingLevel]);
  const translateString = useMemo(() => {
    const strings = formStrings(words.form);
    return (text: TranslatableString, params?: string[]) => (language === 'en' ? englishStringTranslator(text, params) : englishStringTranslator((strings[text] ?? text) as TranslatableString, params));
  }, [words, language]);
  return (
    <Form
      translateString={translateString}
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
