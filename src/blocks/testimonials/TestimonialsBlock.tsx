// Testimonials in three slowly scrolling columns (SPEC: 15, 19 and 17 s; the second column
// hidden on small screens, the third below large screens). Scrolling pauses on hover and focus
// and stops for visitors who prefer reduced motion, who see every testimonial at rest.
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import type { TestimonialsBlock as TestimonialsBlockData } from '../../types/site.ts';
import { Section } from '../shared/Section.tsx';
import { TestimonialCard } from './TestimonialCard.tsx';

const scroll = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-50%); }
`;

// Which breakpoint shows each column: all from phones, the second from tablets, the third from large screens.
const columnDisplay = [{ xs: 'block' }, { xs: 'none', md: 'block' }, { xs: 'none', lg: 'block' }];

export default function TestimonialsBlock({ block }: { block: TestimonialsBlockData }) {
  const seconds = block.columnSeconds ?? [15, 19, 17];
  const columns = [0, 1, 2].map((column) => block.items.filter((_, i) => i % 3 === column));
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {columns.map((items, column) => (
          <Box
            key={column}
            data-testimonial-column={column + 1}
            sx={{
              display: columnDisplay[column],
              blockSize: 560,
              overflow: 'hidden',
              maskImage: 'linear-gradient(to bottom, transparent, #000 10%, #000 90%, transparent)',
              // Paused while the pointer or the keyboard is on the column (the frame holds still, the track moves).
              '&:hover > div, &:focus-within > div': { animationPlayState: 'paused' },
              '@media (prefers-reduced-motion: reduce)': { blockSize: 'auto', maskImage: 'none' },
            }}
          >
            <Box
              sx={{
                animation: `${scroll} ${seconds[column]}s linear infinite`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              {/* Two copies make the loop seamless; the second is for the eye only. */}
              {[false, true].map((copy) => (
                <Box
                  key={String(copy)}
                  component="ul"
                  aria-hidden={copy || undefined}
                  sx={{
                    listStyle: 'none',
                    margin: 0,
                    padding: 0,
                    paddingBlockEnd: 3,
                    display: 'grid',
                    gap: 3,
                    '@media (prefers-reduced-motion: reduce)': copy ? { display: 'none' } : {},
                  }}
                >
                  {items.map((item) => (
                    <li key={item.name}>
                      <TestimonialCard item={item} />
                    </li>
                  ))}
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
