// One project's page: Back to Portfolio, category, title (the page's h1), subtitle, client,
// description, technologies, View Live Site (new tab; only for a project with a public address)
// and Start Similar Project, the screenshot, timeline / team size / uptime, then key features,
// results, challenges and solutions.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BackArrow } from '../shared/directionalIcons.tsx';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { SmartLink } from '../../app/SmartLink.tsx';
import type { BlockDataOf } from '../blockData.ts';
import { categoryAccent } from '../portfolioGrid/projectCategories.ts';
import { CategoryBadge } from '../shared/CategoryBadge.tsx';
import { TechnologyChips } from '../portfolioGrid/TechnologyChips.tsx';
import { ProjectLists } from './ProjectLists.tsx';
import { ProjectStats } from './ProjectStats.tsx';

export default function ProjectDetailBlock({ block }: { block: BlockDataOf<'projectDetail'> }) {
  const { projectData: project } = block;
  const titleId = useId();
  return (
    <Box component="article" id={block.id} aria-labelledby={titleId} sx={{ paddingBlock: { xs: 4, md: 7 } }}>
      <Container>
        <Link
          component={SmartLink}
          href="/portfolio"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minBlockSize: 44, fontWeight: 650, marginBlockEnd: { xs: 2, md: 3 } }}
        >
          <BackArrow aria-hidden="true" fontSize="small" sx={{ transform: 'scaleX(var(--inline-direction, 1))' }} />
          {block.backLabel}
        </Link>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.1fr)' }, alignItems: 'center' }}>
          <Box component="header" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
            <CategoryBadge category={project.category} accent={categoryAccent[project.category]} />
            <Typography id={titleId} variant="h1" sx={{ fontSize: 'clamp(2rem, 5vw, 3.25rem)' }}>
              {project.title}
            </Typography>
            <Typography component="p" sx={{ fontSize: { xs: '1.1875rem', md: '1.3125rem' }, fontWeight: 600, color: 'primary.main' }}>
              {project.subtitle}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{project.client}</Typography>
            <Typography color="text.secondary" sx={{ fontSize: '1.0625rem' }}>
              {project.description}
            </Typography>
            <TechnologyChips technologies={project.technologies} />
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignSelf: { xs: 'stretch', sm: 'flex-start' }, gap: 2, marginBlockStart: 1 }}>
              {project.url && (
                <Button component={SmartLink} href={project.url} variant="contained" size="large" endIcon={<OpenInNew aria-hidden="true" />}>
                  {block.liveLabel}
                </Button>
              )}
              <Button component={SmartLink} href="/contact" variant={project.url ? 'outlined' : 'contained'} size="large">
                {block.similarLabel}
              </Button>
            </Box>
          </Box>
          <Box
            component="img"
            src={project.image.src}
            alt={project.image.alt}
            width={project.image.width}
            height={project.image.height}
            fetchPriority="high"
            sx={{ display: 'block', inlineSize: '100%', blockSize: 'auto', borderRadius: 4, border: '1px solid', borderColor: 'divider', bgcolor: 'background.paper' }}
          />
        </Box>
        <ProjectStats
          items={[
            [block.timelineLabel, project.timeline],
            [block.teamLabel, String(project.teamSize)],
            [block.uptimeLabel, project.uptime],
          ]}
        />
        <ProjectLists project={project} labels={block} />
      </Container>
    </Box>
  );
}
