// The portfolio: a category filter (its choice in the address), a polite count for screen
// readers, and one card per project of the chosen category, or a short text when there is none.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BlockDataOf } from '../blockData.ts';
import { CategoryFilter } from '../newsList/CategoryFilter.tsx';
import { gridColumns } from '../shared/gridColumns.ts';
import { ResultCount } from '../shared/ResultCount.tsx';
import { Section } from '../shared/Section.tsx';
import { useSearchParam } from '../shared/useSearchParam.ts';
import { ProjectCard } from './ProjectCard.tsx';
import { projectCategories } from './projectCategories.ts';

// The first cards are in view on arrival: their images load at once, the others when near.
const eagerCards = 2;

export default function PortfolioGridBlock({ block }: { block: BlockDataOf<'portfolioGrid'> }) {
  // Any category in the address is honoured, so an unknown one shows the empty state.
  const [category, setCategory] = useSearchParam('category');
  const shown = category ? block.projects.filter((p) => p.category === category) : block.projects;
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <CategoryFilter label={block.filterLabel} allLabel={block.allLabel} categories={projectCategories} selected={category} onSelect={setCategory} anchor={block.id} />
      <ResultCount label={block.countLabel} count={shown.length} />
      {shown.length > 0 ? (
        <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: gridColumns(3) }}>
          {shown.map((project, i) => (
            <ProjectCard key={project.slug} project={project} labels={block} eager={i < eagerCards} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ textAlign: 'center', paddingBlock: 6 }}>
          {block.emptyText}
        </Typography>
      )}
    </Section>
  );
}
