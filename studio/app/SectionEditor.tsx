// A site-wide part (studio/shared/sections.ts): the company's facts, the navigation, the footer, the
// plans, the articles, the projects, the old addresses or the interface texts.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { SiteData } from '../shared/siteData.ts';
import type { StudioProblem } from '../shared/api.ts';
import { sectionPart, type Section } from '../shared/sections.ts';
import { rootSchema } from './form/formSchema.ts';
import { SchemaForm } from './form/SchemaForm.tsx';
import { errorSchemaAt } from './problems.ts';
import { ArticlesEditor } from './ArticlesEditor.tsx';
import { openArticle, type ArticleData } from './articles.ts';
import { useStudioWords } from './studioWords.ts';


interface SectionEditorProps {
  section: Section;
  site: SiteData;
  defs: Record<string, any>;
  problems: StudioProblem[];
  onChange: (value: unknown) => void;
  language: 'en' | 'ar';
  /** The article open in the Articles part. */
  article?: number;
  onOpenArticle: (index: number) => void;
}

export function SectionEditor({ section, site, defs, problems, onChange, language, article, onOpenArticle }: SectionEditorProps) {
  const words = useStudioWords().sections[section];
  const part = sectionPart(section);
  const schema = useMemo(() => rootSchema(defs, part.schema(defs)), [defs, part]);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="section-heading" sx={{ p: 2 }}>
      <Typography id="section-heading" component="h2" variant="h5" sx={{ mb: 1 }}>
        {words.label}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {words.description}
      </Typography>
      {section === 'articles' ? (
        <ArticlesEditor articles={(site.articles ?? []) as ArticleData[]} open={openArticle(site, article)} language={language} defs={defs} problems={problems} onOpen={onOpenArticle} onChange={onChange} />
      ) : (
        <SchemaForm key={section} idPrefix={section} headingLevel={2} schema={schema} value={part.get(site)} errors={errorSchemaAt(problems, part.pointer)} onChange={onChange} />
      )}
    </Paper>
  );
}
