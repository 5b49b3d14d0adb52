// Questions and answers in category tabs (WAI-ARIA tabs: arrow keys, Home and End move between
// them), each tab a single-open accordion. Every panel and answer is prerendered, inactive panels
// carry the hidden attribute; the tab and the open question live in the address (useFaqView).
// Without JavaScript the tabs and questions cannot answer: every category shows under its own
// heading, every answer open (CSS, @media (scripting: none)).
import { useCallback, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { BlockDataOf } from '../blockData.ts';
import { Section } from '../shared/Section.tsx';
import { faqIds } from './faqView.ts';
import { FaqQuestion, faqQuestionStyles } from './FaqQuestion.tsx';
import { useFaqView } from './useFaqView.ts';

export default function FaqBlock({ block }: { block: BlockDataOf<'faq'> }) {
  const { categories } = block;
  const { view, addressApplied, show } = useFaqView(categories);

  const toggle = useCallback((id: string, expanded: boolean) => show({ category: view.category, open: expanded ? id : null }), [show, view.category]);

  // A linked question is scrolled into view once, when the address is first applied; never after a click.
  const scrolled = useRef(false);
  useEffect(() => {
    if (!addressApplied || scrolled.current) return;
    scrolled.current = true;
    if (view.open) document.getElementById(faqIds.item(view.open))?.scrollIntoView({ block: 'start' });
  }, [addressApplied, view.open]);

  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <Tabs
        value={view.category}
        onChange={(_, category: string) => category !== view.category && show({ category, open: null })}
        aria-label={block.tabsLabel}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        selectionFollowsFocus
        sx={{
          marginBlockEnd: { xs: 3, md: 4 },
          // Centred when every tab fits, from the start when they scroll.
          '& .MuiTabs-list': { justifyContent: 'safe center' },
          borderBlockEnd: '1px solid',
          borderColor: 'divider',
          '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
          '& .MuiTabs-indicator': { '@media (prefers-reduced-motion: reduce)': { transition: 'none' } },
          '@media (scripting: none)': { display: 'none' },
        }}
      >
        {categories.map((category) => (
          <Tab
            key={category.id}
            value={category.id}
            label={category.label}
            id={faqIds.tab(category.id)}
            aria-controls={faqIds.panel(category.id)}
            disableFocusRipple
            sx={{
              minBlockSize: 48,
              paddingInline: 1.75,
              fontSize: '0.975rem',
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2, borderRadius: '8px' },
            }}
          />
        ))}
      </Tabs>
      {categories.map((category) => (
        <Box
          key={category.id}
          role="tabpanel"
          id={faqIds.panel(category.id)}
          aria-labelledby={faqIds.tab(category.id)}
          hidden={category.id !== view.category}
          sx={[
            {
              display: 'grid',
              gap: 1.5,
              maxInlineSize: 920,
              marginInline: 'auto',
              '&[hidden]': { display: 'none' },
              '& > .faq-category': { display: 'none', margin: 0, marginBlockStart: 3, fontSize: '1.25rem', fontWeight: 750 },
              '@media (scripting: none)': { '&[hidden]': { display: 'grid' }, '& + &': { marginBlockStart: 4 }, '& > .faq-category': { display: 'block' } },
            },
            faqQuestionStyles,
          ]}
        >
          <h3 className="faq-category">{category.label}</h3>
          {category.items.map((item) => (
            <FaqQuestion
              key={item.id}
              id={item.id}
              question={item.question}
              answer={item.answer}
              expanded={view.open === item.id}
              onToggle={toggle}
            />
          ))}
        </Box>
      ))}
    </Section>
  );
}
