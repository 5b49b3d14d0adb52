// An article block names its article by slug; the article's text is edited in the Articles part.
// This says which article the block shows and opens it there.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SiteData } from '../shared/siteData.ts';
import { articleIndex, type ArticleData } from './articles.ts';
import { useStudioWords } from './studioWords.ts';

interface ArticleLinkProps {
  site: SiteData;
  slug: unknown;
  language: 'en' | 'ar';
  onOpen: (index: number) => void;
}

export function ArticleLink({ site, slug, language, onOpen }: ArticleLinkProps) {
  const words = useStudioWords().articles;
  const index = articleIndex(site, slug);
  if (index < 0) return null;
  const article = site.articles![index] as ArticleData;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {words.blockShows}{' '}
        <bdi lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
          {words.title(article.title?.[language] ?? article.slug)}
        </bdi>
        {words.editedElsewhere}
      </Typography>
      <Button variant="outlined" size="small" onClick={() => onOpen(index)}>
        {words.edit}
      </Button>
    </Box>
  );
}
