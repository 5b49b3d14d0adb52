// The project's key features, results in figures, challenges and solutions, each under its h2.
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import type { Project } from '../../types/site.ts';
import type { BlockDataOf } from '../blockData.ts';
import { accentColors } from '../shared/accents.ts';
import { ResultFigures } from '../shared/ResultFigures.tsx';

type Labels = Pick<BlockDataOf<'projectDetail'>, 'featuresHeading' | 'resultsHeading' | 'challengesHeading' | 'solutionsHeading'>;

const panel = { padding: { xs: 3, md: 4 }, borderRadius: 4, bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider' } as const;
const plainList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1.5 } as const;

function Part({ heading, children, sx }: { heading: string; children: ReactNode; sx?: object }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: 'clamp(1.5rem, 3vw, 2rem)', marginBlockEnd: 2.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function Points({ items, color, Icon }: { items: string[]; color: string; Icon: typeof CheckCircleOutlined }) {
  return (
    <Box component="ul" sx={plainList}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Icon aria-hidden="true" sx={{ color, fontSize: 22, marginBlockStart: '2px', flexShrink: 0 }} />
          <span>{item}</span>
        </Box>
      ))}
    </Box>
  );
}

export function ProjectLists({ project, labels }: { project: Project; labels: Labels }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 6, md: 8 }, marginBlockStart: { xs: 6, md: 9 } }}>
      <Part heading={labels.featuresHeading}>
        <Box component="ul" sx={{ ...plainList, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: { xs: 1.5, md: 2 } }}>
          {project.features.map((feature) => (
            <Box component="li" key={feature} sx={{ ...panel, borderRadius: 3, padding: { xs: 2, md: 2.5 }, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <CheckCircleOutlined aria-hidden="true" sx={{ color: 'primary.main', fontSize: 22, marginBlockStart: '2px', flexShrink: 0 }} />
              <span>{feature}</span>
            </Box>
          ))}
        </Box>
      </Part>
      <Part heading={labels.resultsHeading}>
        <ResultFigures results={project.results} columns={Math.min(project.results.length, 3)} />
      </Part>
      <Box sx={{ display: 'grid', gap: { xs: 6, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Part heading={labels.challengesHeading} sx={panel}>
          <Points items={project.challenges} color={accentColors.amber} Icon={ErrorOutline} />
        </Part>
        <Part heading={labels.solutionsHeading} sx={panel}>
          <Points items={project.solutions} color={accentColors.emerald} Icon={CheckCircleOutlined} />
        </Part>
      </Box>
    </Box>
  );
}
