// A portfolio card: illustration, category, title (h3), description, technologies, the first
// three features, year and team size, then View Details and, if it is public, the live site (new tab).
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ForwardArrow } from '../shared/directionalIcons.tsx';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { localizedPath } from '../../app/locale.ts';
import { SmartLink } from '../../app/SmartLink.tsx';
import { useSiteContent } from '../../app/siteContent.tsx';
import type { BlockDataOf, ProjectSummary } from '../blockData.ts';
import { CategoryBadge } from '../shared/CategoryBadge.tsx';
import { categoryAccent } from './projectCategories.ts';
import { TechnologyChips } from './TechnologyChips.tsx';
import { visuallyHidden } from '../shared/visuallyHidden.ts';

type Labels = Pick<BlockDataOf<'portfolioGrid'>, 'viewDetailsLabel' | 'visitLabel' | 'completedLabel' | 'teamLabel' | 'technologiesLabel'>;

const factLabel = { fontSize: '0.8125rem', color: 'text.secondary', fontWeight: 600 } as const;
const factValue = { margin: 0, fontWeight: 700 } as const;

export function ProjectCard({ project, labels, eager }: { project: ProjectSummary; labels: Labels; eager: boolean }) {
  const { locale } = useSiteContent();
  const titleId = useId();
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        transition: 'border-color 150ms',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Box
        component="img"
        src={project.image.src}
        alt={project.image.alt}
        width={project.image.width}
        height={project.image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        sx={{ display: 'block', inlineSize: '100%', blockSize: 'auto', aspectRatio: `${project.image.width} / ${project.image.height}`, bgcolor: 'background.default' }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, padding: { xs: 2.5, md: 3 } }}>
        <div>
          <CategoryBadge category={project.category} accent={categoryAccent[project.category]} />
        </div>
        <Typography id={titleId} variant="h3">
          {project.title}
        </Typography>
        <Typography color="text.secondary">{project.description}</Typography>
        <TechnologyChips technologies={project.technologies} label={labels.technologiesLabel} />
        <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1 }}>
          {project.features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <CheckCircleOutlined aria-hidden="true" sx={{ color: 'primary.main', fontSize: 20, marginBlockStart: '2px' }} />
              <span>{feature}</span>
            </Box>
          ))}
        </Box>
        <Box component="dl" sx={{ display: 'flex', gap: 4, margin: 0, paddingBlockStart: 2, marginBlockStart: 'auto', borderBlockStart: '1px solid', borderColor: 'divider' }}>
          {(
            [
              [labels.completedLabel, project.completionYear],
              [labels.teamLabel, project.teamSize],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <Box component="dt" sx={factLabel}>
                {label}
              </Box>
              <Box component="dd" sx={factValue}>
                {value}
              </Box>
            </div>
          ))}
        </Box>
        {/* Each link is named after its project: for screen readers by its label, for search engines in its text. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            component={SmartLink}
            href={localizedPath(`/portfolio/${project.slug}`, locale)}
            aria-label={`${labels.viewDetailsLabel}: ${project.title}`}
            variant="contained"
            endIcon={<ForwardArrow aria-hidden="true" sx={{ transform: 'scaleX(var(--inline-direction, 1))' }} />}
          >
            {labels.viewDetailsLabel}
            <Box component="span" sx={visuallyHidden}>
              : {project.title}
            </Box>
          </Button>
          {project.url && (
            <Button
              component={SmartLink}
              href={project.url}
              aria-label={`${labels.visitLabel}: ${project.title}`}
              variant="outlined"
              endIcon={<OpenInNew aria-hidden="true" />}
            >
              {labels.visitLabel}
              <Box component="span" sx={visuallyHidden}>
                : {project.title}
              </Box>
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
