// The news articles, one at a time: chosen by title, then its form, the text first (the
// rich-text editor) and its call to action just after, as the article reads.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { StudioProblem } from '../shared/api.ts';
import type { ArticleData } from './articles.ts';
import { rootSchema } from './form/formSchema.ts';
import { SchemaForm } from './form/SchemaForm.tsx';
import { errorSchemaAt, problemsUnder } from './problems.ts';
import type { StudioWords } from './console/words/studio.ts';
import { useStudioWords } from './studioWords.ts';

/** The article's form: its text first, its call to action after, named in the studio's words. */
const articleUi = (words: StudioWords['articles']): UiSchema => ({
  'ui:order': ['title', 'excerpt', 'body', 'inlineCta', '*'],
  body: { 'ui:title': words.body, 'ui:options': { inlineCtaNote: words.inlineCtaNote } },
  inlineCta: { 'ui:title': words.inlineCta, 'ui:description': words.inlineCtaHelp },
});

interface ArticlesEditorProps {
  articles: ArticleData[];
  open: number;
  language: 'en' | 'ar';
  defs: Record<string, any>;
  problems: StudioProblem[];
  onOpen: (index: number) => void;
  onChange: (articles: ArticleData[]) => void;
}

export function ArticlesEditor({ articles, open, language, defs, problems, onOpen, onChange }: ArticlesEditorProps) {
  const schema = useMemo(() => rootSchema(defs, { $ref: '#/$defs/site.article' }), [defs]);
  const article = articles[open];
  const words = useStudioWords().articles;
  const rootUi = useMemo(() => articleUi(words), [words]);
  return (
    <>
      <TextField select label={words.article} value={open} onChange={(event) => onOpen(Number(event.target.value))} size="small" fullWidth sx={{ mb: 2 }}>
        {articles.map((item, index) => {
          const count = problemsUnder(problems, `/articles/${index}`).length;
          return (
            <MenuItem key={index} value={index}>
              {item.title?.[language] || item.slug}
              {count > 0 ? words.problems(count) : ''}
            </MenuItem>
          );
        })}
      </TextField>
      {article && (
        <SchemaForm
          key={open}
          idPrefix={`article${open}`}
          headingLevel={2}
          schema={schema}
          value={article}
          errors={errorSchemaAt(problems, `/articles/${open}`)}
          onChange={(value) => onChange(articles.map((item, index) => (index === open ? (value as ArticleData) : item)))}
          rootUi={rootUi}
        />
      )}
    </>
  );
}
