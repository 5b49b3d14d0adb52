import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ForwardArrow } from '../shared/directionalIcons.tsx';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { SmartLink } from '../../app/SmartLink.tsx';
import type { CardGridBlock as CardGridBlockData } from '../../types/site.ts';
import { accentColors } from '../shared/accents.ts';
import { gridColumns } from '../shared/gridColumns.ts';
import { IconBadge } from '../shared/IconBadge.tsx';
import { Section } from '../shared/Section.tsx';
import { visuallyHidden } from '../shared/visuallyHidden.ts';

type Card = CardGridBlockData['cards'][number];

function GridCard({ card }: { card: Card }) {
  const accent = card.accent ?? 'sky';
  return (
    <Box
      component="article"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        padding: { xs: 3, md: 4 },
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderBlockStart: `3px solid ${accentColors[accent]}`,
      }}
    >
      {card.icon && <IconBadge icon={card.icon} accent={accent} />}
      <Typography variant="h3">{card.title}</Typography>
      {card.text && <Typography color="text.secondary">{card.text}</Typography>}
      {card.features && (
        <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1.25 }}>
          {card.features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <CheckCircleOutlined aria-hidden="true" sx={{ color: accentColors[accent], fontSize: 20, marginBlockStart: '2px' }} />
              <Typography component="span">{feature}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {card.link && (
        <Link
          component={SmartLink}
          href={card.link.href}
          aria-label={`${card.link.label}: ${card.title}`}
          sx={{ marginBlockStart: 'auto', paddingBlockStart: 1, display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700, minBlockSize: 44, color: accentColors[accent] }}
        >
          {card.link.label}
          {/* Named after its card: for screen readers by its label, for search engines in its text. */}
          <Box component="span" sx={visuallyHidden}>
            : {card.title}
          </Box>
          <ForwardArrow aria-hidden="true" fontSize="small" sx={{ transform: 'scaleX(var(--inline-direction, 1))' }} />
        </Link>
      )}
    </Box>
  );
}

export default function CardGridBlock({ block }: { block: CardGridBlockData }) {
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} actions={block.actions}>
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: gridColumns(block.columns) }}>
        {block.cards.map((card) => (
          <GridCard key={card.title} card={card} />
        ))}
      </Box>
    </Section>
  );
}
