import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SuccessStoryBlock as SuccessStoryBlockData } from '../../types/site.ts';
import { ResultFigures } from '../shared/ResultFigures.tsx';
import { Section } from '../shared/Section.tsx';

function Part({ heading, text }: { heading: string; text: string }) {
  return (
    <Box sx={{ padding: { xs: 3, md: 4 }, borderRadius: 4, bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider' }}>
      <Typography variant="h3" sx={{ marginBlockEnd: 1.5 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

export default function SuccessStoryBlock({ block }: { block: SuccessStoryBlockData }) {
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} tinted>
      <Typography sx={{ textAlign: 'center', fontWeight: 650, marginBlockStart: { xs: -3, md: -5 }, marginBlockEnd: { xs: 4, md: 5 } }}>{block.client}</Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, marginBlockEnd: 4 }}>
        <Part heading={block.challengeHeading} text={block.challenge} />
        <Part heading={block.solutionHeading} text={block.solution} />
      </Box>
      <Typography variant="h3" sx={{ textAlign: 'center', marginBlockEnd: 3 }}>
        {block.resultsHeading}
      </Typography>
      <ResultFigures results={block.results} columns={block.results.length} />
    </Section>
  );
}
