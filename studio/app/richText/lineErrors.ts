// The problems of the rich-text editor's lines: the body's error tree (react-jsonschema-form's
// errorSchema, from the server's problems) read line by line.
export type Messages = { __errors?: string[] } | undefined;
type TextErrors = { en: string[]; ar: string[]; both: string[] };
export interface LineErrors {
  text: TextErrors;
  extra: TextErrors;
  line: string[];
}

/** The problems of a line's texts, by field and language, from the body's error schema. */
export function lineErrors(errorSchema: unknown, place: { node: number; item?: number }): LineErrors {
  // The error schema mirrors the body: [node].text.en.__errors, [node].items[item].ar.__errors.
  const node = (errorSchema as Record<number, Record<string, any> | undefined> | undefined)?.[place.node];
  const at = (texts: Record<string, Messages> | undefined): TextErrors => ({ en: texts?.en?.__errors ?? [], ar: texts?.ar?.__errors ?? [], both: (texts as Messages)?.__errors ?? [] });
  const line: string[] = node?.__errors ?? [];
  if (place.item !== undefined) return { text: at(node?.items?.[place.item]), extra: at(undefined), line };
  return { text: at(node?.text), extra: at(node?.cite ?? node?.title), line };
}
