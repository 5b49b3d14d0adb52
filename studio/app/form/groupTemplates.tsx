// How a group of fields (an object, a list) is titled and described: its title is a heading one
// level below the form's own, so that the page's headings never skip a level (the theme's default
// is an h5 everywhere, and an h6 for a description).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StudioWords } from '../console/words/studio.ts';
import { useStudioWords } from '../studioWords.ts';
import type { DescriptionFieldProps, TitleFieldProps } from '@rjsf/utils';

export interface FormContext {
  /** The level of the heading above the form. */
  headingLevel: number;
}

/** A list's item is titled "Items-1" by the form library: "Items, item 1" reads as words. */
const itemTitle = (title: string, words: StudioWords['form']) => title.replace(/^(.+)-(\d+)$/, (_, list: string, place: string) => words.item(list, Number(place)));

export function TitleFieldTemplate({ id, title, registry, optionalDataControl }: TitleFieldProps<any, any, FormContext>) {
  const level = Math.min(6, (registry.formContext?.headingLevel ?? 3) + 1);
  title = itemTitle(title, useStudioWords().form);
  return (
    <Box id={id} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, mb: 0.5 }}>
      <Typography component={`h${level}` as 'h4'} variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
        {title}
      </Typography>
      {optionalDataControl}
    </Box>
  );
}

/** A field group's description as a paragraph (the theme's default is an h6, a heading). */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  // A description in Arabic (fieldDescriptionsAr.ts, a block's in studioNames.ts) is the studio's own
  // language and direction; one left in English keeps its own direction in an Arabic studio.
  const arabic = typeof description === 'string' && /[\u0600-\u06FF]/.test(description);
  return (
    <Typography id={id} component="div" variant="body2" color="text.secondary" lang={arabic ? undefined : 'en'} dir={arabic ? undefined : 'ltr'} sx={{ mb: 1 }}>
      {description}
    </Typography>
  );
}
