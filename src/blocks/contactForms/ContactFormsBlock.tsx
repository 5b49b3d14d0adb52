// The contact and consultation forms in two WAI-ARIA tabs (arrow keys, Home and End move between
// them). Both forms are complete in the prerendered page, so each posts itself without JavaScript.
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { BlockDataOf } from '../blockData.ts';
import { Section } from '../shared/Section.tsx';
import { consultationFields, contactFields, formIds, formKinds, type FormKind } from './formFields.ts';
import { FormPanel } from './FormPanel.tsx';
import { useFormTab } from './useFormTab.ts';

export default function ContactFormsBlock({ block }: { block: BlockDataOf<'contactForms'> }) {
  const { form, show } = useFormTab();
  const { pathname } = useLocation();
  const anchor = block.id ? `#${block.id}` : '';
  const titleTag = block.heading ? 'h3' : 'h2';
  const shared = {
    titleTag,
    requiredNote: block.requiredNote,
    chooseLabel: block.chooseLabel,
  } as const;
  const content = (
    <>
      <Tabs
        value={form}
        onChange={(_, next: FormKind) => next !== form && show(next)}
        aria-label={block.tabsLabel}
        variant="fullWidth"
        selectionFollowsFocus
        sx={{
          maxInlineSize: 560,
          marginInline: 'auto',
          marginBlockEnd: { xs: 3, md: 4 },
          borderBlockEnd: '1px solid',
          borderColor: 'divider',
          '& .MuiTabs-indicator': {
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          },
          '@media (scripting: none)': { display: 'none' },
        }}
      >
        {formKinds.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={block[kind].tabLabel}
            id={formIds.tab(kind)}
            aria-controls={formIds.panel(kind)}
            disableFocusRipple
            sx={{
              minBlockSize: 48,
              fontSize: '1rem',
              '&.Mui-focusVisible': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: -2,
                borderRadius: '8px',
              },
            }}
          />
        ))}
      </Tabs>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <FormPanel kind="contact" texts={block.contact} fields={contactFields} selected={form === 'contact'} againHref={`${pathname}${anchor}`} {...shared} />
        <FormPanel kind="consultation" texts={block.consultation} fields={consultationFields} selected={form === 'consultation'} againHref={`${pathname}?form=consultation${anchor}`} {...shared} />
      </Box>
    </>
  );
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} tinted>
      {content}
    </Section>
  );
}
