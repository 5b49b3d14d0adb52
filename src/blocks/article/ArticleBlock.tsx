// One article: Back to News, category and read time, the title (the page's h1), author and date,
// the hero illustration, the body with an inline call to action after about a third, and a
// closing card to /contact and the article's service page.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BackArrow } from '../shared/directionalIcons.tsx';
import { SmartLink } from '../../app/SmartLink.tsx';
import type { BlockDataOf } from '../blockData.ts';
import { RichText } from '../shared/RichText.tsx';
import { ArticlePicture } from './ArticlePicture.tsx';
import { ClosingCard, InlineCta } from './ArticleCards.tsx';
import { categoryAccent, readableDate } from './articleFormat.ts';
import { useSiteContent } from '../../app/siteContent.tsx';
import { inlineCtaIndex } from './bodySplit.ts';
import { CategoryBadge } from '../shared/CategoryBadge.tsx';

// The body's size sets the column's measure: 70ch of body text.
const column = { maxInlineSize: '70ch', marginInline: 'auto', fontSize: { xs: '1.0625rem', md: '1.125rem' } } as const;

export default function ArticleBlock({ block }: { block: BlockDataOf<'article'> }) {
  const { locale } = useSiteContent();
  const { articleData: article, labels } = block;
  const titleId = useId();
  const split = inlineCtaIndex(article.body);
  return (
    <Box component="article" id={block.id} aria-labelledby={titleId} sx={{ paddingBlock: { xs: 4, md: 7 } }}>
      <Container maxWidth="md">
        {/* One reading column (about 70 characters of body text); the illustration is a little wider. */}
        <Box sx={column}>
          <Link
            component={SmartLink}
            href="/news"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minBlockSize: 44, fontSize: '1rem', fontWeight: 650, marginBlockEnd: { xs: 2, md: 3 } }}
          >
            <BackArrow aria-hidden="true" fontSize="small" sx={{ transform: 'scaleX(var(--inline-direction, 1))' }} />
            {labels.backLabel}
          </Link>
          <Box component="header" sx={{ marginBlockEnd: { xs: 3, md: 5 } }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, marginBlockEnd: 2 }}>
              <CategoryBadge category={article.category} accent={categoryAccent[article.category]} />
              <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9375rem' }}>
                {`${article.readTime} ${labels.minRead}`}
              </Typography>
            </Box>
            <Typography id={titleId} variant="h1" sx={{ fontSize: 'clamp(2rem, 5vw, 3.25rem)', marginBlockEnd: 2.5 }}>
              {article.title}
            </Typography>
            <Typography color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, fontSize: '0.9375rem' }}>
              <span>{`${labels.byLabel} ${article.author}`}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={article.date}>{readableDate(article.date, locale)}</time>
            </Typography>
          </Box>
        </Box>
        <ArticlePicture image={article.image} sizes="(min-width: 900px) 852px, calc(100vw - 32px)" priority="high" radius={4} />
        <Box sx={{ ...column, marginBlockStart: { xs: 4, md: 6 } }}>
          <RichText nodes={article.body.slice(0, split)} />
          <InlineCta cta={article.inlineCta} />
          <RichText nodes={article.body.slice(split)} />
          <ClosingCard heading={labels.closingHeading} text={labels.closingText} contactLabel={labels.contactLabel} service={article.service} />
        </Box>
      </Container>
    </Box>
  );
}
