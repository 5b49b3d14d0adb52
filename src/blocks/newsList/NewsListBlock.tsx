// The articles, newest first: a category filter (its choice in the address), the first article
// of the selection featured, the rest in a grid, a polite count for screen readers, and the
// newsletter box.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BlockDataOf } from '../blockData.ts';
import { categoryAccent } from '../article/articleFormat.ts';
import { gridColumns } from '../shared/gridColumns.ts';
import { ResultCount } from '../shared/ResultCount.tsx';
import { Section } from '../shared/Section.tsx';
import { useSearchParam } from '../shared/useSearchParam.ts';
import { CategoryFilter } from './CategoryFilter.tsx';
import { NewsCard } from './NewsCard.tsx';
import { NewsletterBox } from './NewsletterBox.tsx';

// The schema's categories, in the filter's order.
const categories = Object.keys(categoryAccent) as Array<keyof typeof categoryAccent>;

export default function NewsListBlock({ block }: { block: BlockDataOf<'newsList'> }) {
  const [wanted, setCategory] = useSearchParam('category');
  const category = categories.find((c) => c === wanted) ?? null;
  const shown = category ? block.articles.filter((a) => a.category === category) : block.articles;
  const [featured, ...rest] = shown;
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <CategoryFilter label={block.filterLabel} allLabel={block.allLabel} categories={categories} selected={category} onSelect={setCategory} anchor={block.id} />
      <ResultCount label={block.countLabel} count={shown.length} />
      {featured ? (
        <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
          <NewsCard key={featured.slug} article={featured} readMoreLabel={block.readMoreLabel} featuredLabel={block.featuredLabel} />
          {rest.length > 0 && (
            <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: gridColumns(3) }}>
              {rest.map((article) => (
                <NewsCard key={article.slug} article={article} readMoreLabel={block.readMoreLabel} />
              ))}
            </Box>
          )}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ textAlign: 'center', paddingBlock: 6 }}>
          {block.emptyText}
        </Typography>
      )}
      <NewsletterBox texts={block.newsletter} />
    </Section>
  );
}
