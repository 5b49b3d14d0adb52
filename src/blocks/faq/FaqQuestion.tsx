// One question: the summary is a button (aria-expanded) inside an h3, the answer stays in the
// DOM while collapsed, so that the prerendered page carries every answer.
import { memo } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { RichText as RichTextNodes } from '../../types/site.ts';
import { RichText } from '../shared/RichText.tsx';
import { faqIds } from './faqView.ts';

interface FaqQuestionProps {
  id: string;
  question: string;
  answer: RichTextNodes;
  expanded: boolean;
  reducedMotion: boolean;
  onToggle: (id: string, expanded: boolean) => void;
}

export const FaqQuestion = memo(function FaqQuestion({ id, question, answer, expanded, reducedMotion, onToggle }: FaqQuestionProps) {
  return (
    <Accordion
      id={faqIds.item(id)}
      expanded={expanded}
      onChange={(_, isExpanded) => onToggle(id, isExpanded)}
      disableGutters
      elevation={0}
      slotProps={reducedMotion ? { transition: { timeout: 0 } } : undefined}
      sx={{
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: expanded ? 'rgba(56, 189, 248, 0.5)' : 'divider',
        borderRadius: '16px',
        overflow: 'hidden',
        // Below the fixed header when scrolled to from a link.
        scrollMarginBlockStart: { xs: 72, sm: 88 },
        '&::before': { display: 'none' },
        '&:first-of-type, &:last-of-type': { borderRadius: '16px' },
      }}
    >
      <AccordionSummary
        id={faqIds.question(id)}
        aria-controls={faqIds.answer(id)}
        expandIcon={<ExpandMore aria-hidden="true" />}
        sx={{
          minBlockSize: 56,
          paddingInline: { xs: 2, md: 3 },
          gap: 2,
          '&.Mui-focusVisible': { bgcolor: 'rgba(56, 189, 248, 0.08)', outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2, borderRadius: '16px' },
          '& .MuiAccordionSummary-content': { marginBlock: 1.75 },
          '& .MuiAccordionSummary-expandIconWrapper': { color: 'primary.main', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } },
        }}
      >
        <Typography component="span" sx={{ fontWeight: 650, fontSize: { xs: '1rem', md: '1.0625rem' }, lineHeight: 1.4 }}>
          {question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ paddingInline: { xs: 2, md: 3 }, paddingBlockStart: 0, paddingBlockEnd: 2.5, fontSize: '1rem' }}>
        {/* Headings inside an answer sit under the question's h3. */}
        <RichText nodes={answer} headingOffset={2} />
      </AccordionDetails>
    </Accordion>
  );
});
