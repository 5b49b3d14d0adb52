import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSiteContent } from '../../app/siteContent.tsx';
import type { Site } from '../../types/site.ts';

export interface CategoryFilterProps {
  label: string;
  allLabel: string;
  categories: ReadonlyArray<keyof Site['ui']['categoryNames']>;
  /** null: All. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** Toggle buttons in a labelled group; the pressed one is the current filter. */
export function CategoryFilter({ label, allLabel, categories, selected, onSelect }: CategoryFilterProps) {
  const { ui } = useSiteContent();
  // The address keeps the category's own name (?category=Healthcare) in both languages.
  const options: Array<[string, string | null]> = [[allLabel, null], ...categories.map((c): [string, string] => [ui.categoryNames[c], c])];
  return (
    // Phones: one row that scrolls sideways, bleeding to the screen's edges; wider screens: centred rows.
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        justifyContent: { xs: 'flex-start', sm: 'center' },
        gap: 1.25,
        overflowX: { xs: 'auto', sm: 'visible' },
        marginInline: { xs: -2, sm: 0 },
        paddingInline: { xs: 2, sm: 0 },
        paddingBlock: 0.5,
        scrollbarWidth: 'none',
        marginBlockEnd: { xs: 4, md: 5 },
      }}
    >
      {options.map(([text, value]) => {
        const pressed = value === selected;
        return (
          <Button
            key={text}
            type="button"
            aria-pressed={pressed}
            variant={pressed ? 'contained' : 'outlined'}
            onClick={() => onSelect(value)}
            sx={{
              flexShrink: 0,
              whiteSpace: 'nowrap',
              borderColor: pressed ? undefined : 'divider',
              color: pressed ? undefined : 'text.primary',
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {text}
          </Button>
        );
      })}
    </Box>
  );
}
