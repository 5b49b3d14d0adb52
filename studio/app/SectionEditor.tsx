// A site-wide part: the company's facts (site), the navigation (layout.header) or the footer (layout.footer).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { SiteData } from '../shared/siteData.ts';
import type { StudioProblem } from '../shared/api.ts';
import type { Section } from './draft.ts';
import { rootSchema } from './form/formSchema.ts';
import { SchemaForm } from './form/SchemaForm.tsx';
import { errorSchemaAt } from './problems.ts';
import { sections } from './SiteNav.tsx';

const schemaOf = (defs: Record<string, any>, section: Section) =>
  section === 'facts' ? { $ref: '#/$defs/site.siteFacts' } : defs.layout.properties[section];

export const sectionValue = (site: SiteData, section: Section) => (section === 'facts' ? site.site : site.layout[section]);

interface SectionEditorProps {
  section: Section;
  site: SiteData;
  defs: Record<string, any>;
  problems: StudioProblem[];
  onChange: (value: unknown) => void;
}

export function SectionEditor({ section, site, defs, problems, onChange }: SectionEditorProps) {
  const { label, pointer } = sections.find((s) => s.section === section)!;
  const schema = useMemo(() => rootSchema(defs, schemaOf(defs, section)), [defs, section]);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="section-heading" sx={{ p: 2 }}>
      <Typography id="section-heading" component="h2" variant="h5" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {schema.description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {schema.description}
        </Typography>
      )}
      <SchemaForm key={section} idPrefix={section} headingLevel={2} schema={schema} value={sectionValue(site, section)} errors={errorSchemaAt(problems, pointer)} onChange={onChange} />
    </Paper>
  );
}
