// A news card: illustration, category, read time, date, title (h3), excerpt and one link, whose
// click area covers the whole card. The featured card is larger and side by side from tablets up.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ForwardArrow } from '../shared/directionalIcons.tsx';
import { localizedPath } from '../../app/locale.ts';
import { useSiteContent } from '../../app/siteContent.tsx';
import { SmartLink } from '../../app/SmartLink.tsx';
import type { ArticleSummary } from '../blockData.ts';
import { ArticlePicture } from '../article/ArticlePicture.tsx';
import { categoryAccent, readableDate } from '../article/articleFormat.ts';
import { CategoryBadge } from '../shared/CategoryBadge.tsx';
import { visuallyHidden } from '../shared/visuallyHidden.ts';

export interface NewsCardProps {
  article: ArticleSummary;
  readMoreLabel: string;
  /** The featured card's badge; absent on the grid's cards. */
  featuredLabel?: string;
}

export function NewsCard({ article, readMoreLabel, featuredLabel }: NewsCardProps) {
  const { ui, locale } = useSiteContent();
  const featured = featuredLabel !== undefined;
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: featured ? { xs: '1fr', md: 'minmax(0, 1.15fr) minmax(0, 1fr)' } : '1fr',
        gridTemplateRows: featured ? undefined : 'auto 1fr',
        overflow: 'hidden',
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: featured ? 'rgba(56, 189, 248, 0.4)' : 'divider',
        transition: 'border-color 150ms, transform 150ms',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
        '@media (prefers-reduced-motion: no-preference)': { '&:hover': { transform: 'translateY(-2px)' } },
      }}
    >
      <ArticlePicture
        image={article.image}
        alt=""
        fill={featured}
        priority={featured ? 'high' : 'lazy'}
        sizes={featured ? '(min-width: 1200px) 620px, (min-width: 900px) 52vw, calc(100vw - 32px)' : '(min-width: 1200px) 370px, (min-width: 600px) 50vw, calc(100vw - 32px)'}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, padding: featured ? { xs: 3, md: 5 } : 3, justifyContent: featured ? 'center' : undefined }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
          {featured && (
            <Box component="span" sx={{ paddingInline: 1.25, paddingBlock: 0.375, borderRadius: 999, fontSize: '0.8125rem', fontWeight: 800, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {featuredLabel}
            </Box>
          )}
          <CategoryBadge category={article.category} accent={categoryAccent[article.category]} />
          <Typography component="span" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
            {`${article.readTime} ${ui.article?.minRead ?? ''}`.trim()}
          </Typography>
        </Box>
        <Typography variant="h3" sx={featured ? { fontSize: 'clamp(1.5rem, 3vw, 2rem)', lineHeight: 1.2 } : undefined}>
          {article.title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: featured ? '1.0625rem' : undefined }}>
          {article.excerpt}
        </Typography>
        <Box sx={{ marginBlockStart: 'auto', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="time" dateTime={article.date} color="text.secondary" sx={{ fontSize: '0.875rem' }}>
            {readableDate(article.date, locale)}
          </Typography>
          <Link
            component={SmartLink}
            href={localizedPath(`/news/${article.slug}`, locale)}
            aria-label={`${readMoreLabel}: ${article.title}`}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              minBlockSize: 44,
              fontWeight: 700,
              // The whole card is the link's click area; the focus ring goes round the card.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 4 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {readMoreLabel}
            {/* Named after its article: for screen readers by its label, for search engines in its text. */}
            <Box component="span" sx={visuallyHidden}>
              : {article.title}
            </Box>
            <ForwardArrow aria-hidden="true" fontSize="small" sx={{ transform: 'scaleX(var(--inline-direction, 1))' }} />
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
