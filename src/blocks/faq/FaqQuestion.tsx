// One question: the summary is a button (aria-expanded) inside an h3, the answer stays in the
// DOM while collapsed, so that the prerendered page carries every answer. Plain elements styled
// once by the panel (faqQuestionStyles), not an MUI Accordion each: 80 questions of Accordion,
// Collapse and icon markup made the Arabic FAQ page's HTML too heavy.
import { memo } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { RichText as RichTextNodes } from '../../types/site.ts';
import { RichText, richTextStyles } from '../shared/RichText.tsx';
import { faqIds } from './faqView.ts';

interface FaqQuestionProps {
  id: string;
  question: string;
  answer: RichTextNodes;
  expanded: boolean;
  onToggle: (id: string, expanded: boolean) => void;
}

export const FaqQuestion = memo(function FaqQuestion({ id, question, answer, expanded, onToggle }: FaqQuestionProps) {
  return (
    <div className="faq-question" id={faqIds.item(id)} data-open={expanded || undefined}>
      <h3>
        <button type="button" id={faqIds.question(id)} aria-expanded={expanded} aria-controls={faqIds.answer(id)} onClick={() => onToggle(id, !expanded)}>
          {question}
        </button>
      </h3>
      <div className="faq-answer" id={faqIds.answer(id)} role="region" aria-labelledby={faqIds.question(id)}>
        {/* Headings inside an answer sit under the question's h3. */}
        <RichText nodes={answer} headingOffset={2} unstyled />
      </div>
    </div>
  );
});

/**
 * The questions' look, set on the panel that holds them, answers' text included. The answer
 * opens by growing its grid row, then becomes visible to everyone (screen readers included).
 */
export const faqQuestionStyles = (theme: Theme) => ({
  '& .faq-question': {
    bgcolor: 'background.paper',
    border: '1px solid',
    borderColor: 'divider',
    borderRadius: '16px',
    overflow: 'hidden',
    // Below the fixed header when scrolled to from a link.
    scrollMarginBlockStart: { xs: 72, sm: 88 },
    '&[data-open]': { borderColor: 'rgba(56, 189, 248, 0.5)' },
  },
  '& .faq-question h3': { margin: 0, font: 'inherit' },
  '& .faq-question button': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 2,
    inlineSize: '100%',
    minBlockSize: 56,
    paddingInline: { xs: 2, md: 3 },
    paddingBlock: 1.75,
    border: 0,
    borderRadius: '16px',
    background: 'none',
    color: 'text.primary',
    font: 'inherit',
    fontWeight: 650,
    fontSize: { xs: '1rem', md: '1.0625rem' },
    lineHeight: 1.4,
    textAlign: 'start',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.03)' },
    '&:focus-visible': { bgcolor: 'rgba(56, 189, 248, 0.08)', outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
    // The chevron, drawn by CSS: a symmetric shape, so it reads the same in both directions.
    '&::after': {
      content: '""',
      flexShrink: 0,
      inlineSize: 14,
      blockSize: 9,
      marginInlineEnd: 0.5,
      bgcolor: 'primary.main',
      clipPath: 'polygon(0 0, 50% 64%, 100% 0, 100% 36%, 50% 100%, 0 36%)',
      transition: 'transform 200ms',
    },
    '&[aria-expanded="true"]::after': { transform: 'rotate(180deg)' },
  },
  '& .faq-answer': {
    display: 'grid',
    gridTemplateRows: '0fr',
    visibility: 'hidden',
    transition: 'grid-template-rows 250ms ease, visibility 250ms',
    // The text's own box shrinks to nothing when closed: its space below is the last node's margin, not padding.
    '& > div': { ...richTextStyles(theme), minBlockSize: 0, overflow: 'hidden', paddingInline: { xs: 2, md: 3 } },
    '& > div > :last-child': { marginBlockEnd: 2.5 },
  },
  '& [data-open] .faq-answer': { gridTemplateRows: '1fr', visibility: 'visible' },
  // Without JavaScript the question cannot open its answer: every answer shows.
  '@media (scripting: none)': {
    '& .faq-answer': { gridTemplateRows: '1fr', visibility: 'visible' },
    '& .faq-question button': { cursor: 'default', '&::after': { display: 'none' } },
  },
}) satisfies SxProps<Theme>;
