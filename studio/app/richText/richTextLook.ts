// How the rich-text editor's lines look (RichTextField.tsx): as the site shows them, each line a
// grid of its own.
/** The lines look as the site shows them: headings large, lists marked, quotes and notes set apart. */
export const linesLook = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: 0.75,
  // A grid per line, not one for the whole text: a key typed lays out its own line only.
  '& .rt-row': { display: 'grid', gridTemplateColumns: '2.5em minmax(0, 1fr) minmax(0, 1fr)', columnGap: 1.5, alignItems: 'start' },
  '& .rt-mark': { color: 'text.secondary', fontSize: '0.8rem', fontWeight: 700, textAlign: 'end', pt: '0.3em' },
  '& .rt-cell': { minWidth: 0, px: 0.75, py: 0.25, borderRadius: 0.5, fontSize: '0.9rem', lineHeight: 1.6, outline: '1px solid transparent', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& .rt-cell:hover': { outlineColor: 'rgba(0, 0, 0, 0.2)' },
  '& .rt-cell:focus': { outline: '2px solid', outlineColor: 'primary.main' },
  '& .rt-cell:empty::before': { content: 'attr(data-placeholder)', color: 'text.disabled' },
  '& .rt-cell[aria-invalid="true"]': { outline: '2px solid', outlineColor: 'error.main' },
  '& .rt-heading2': { fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.3, mt: 1 },
  '& .rt-heading3': { fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.3, mt: 0.5 },
  '& .rt-marker': { marginInlineStart: 'calc(2.5em + 12px)', border: '1px dashed', borderColor: 'primary.main', borderRadius: 1, px: 1, py: 0.5, fontSize: '0.8rem', color: 'primary.main' },
  '& .rt-bulleted, & .rt-numbered': { paddingInlineStart: '12px' },
  '& .rt-quote': { fontStyle: 'italic', borderInlineStart: '3px solid', borderColor: 'secondary.main' },
  '& .rt-quote.rt-extra': { fontStyle: 'normal', fontSize: '0.875rem', color: 'text.secondary' },
  '& .rt-callout': { bgcolor: 'rgba(56, 189, 248, 0.1)', borderInlineStart: '3px solid', borderColor: 'primary.main' },
  '& .rt-callout.rt-extra': { fontWeight: 700 },
  '& .rt-errors': { marginInlineStart: 'calc(2.5em + 12px)', color: 'error.main', fontSize: '0.75rem' },
  // Narrow (an FAQ answer inside its question): the Arabic under the English, in the same line.
  '@container (max-width: 360px)': {
    '& .rt-row': { gridTemplateColumns: '2em minmax(0, 1fr)', rowGap: 0.5 },
    '& .rt-row[aria-hidden="true"]': { display: 'none' },
    '& .rt-cell[lang="ar"]': { gridColumn: 2 },
    '& .rt-marker, & .rt-errors': { marginInlineStart: 'calc(2em + 12px)' },
  },
} as const;
