import { useLocation } from 'react-router-dom';
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
  /** The block's id: the view opens there. */
  anchor?: string;
}

/**
 * Toggle buttons in a labelled group; the pressed one is the current filter. The group is in a
 * form that asks the server for the chosen view (GET ?category=…, a page the prerender made), so that
 * the filter works without JavaScript; with it, the page filters itself without a new page, and
 * a tap before the app has started is held for it (client/heldClick.ts: data-app-control).
 */
export function CategoryFilter({ label, allLabel, categories, selected, onSelect, anchor }: CategoryFilterProps) {
  const { ui } = useSiteContent();
  const { pathname } = useLocation();
  // The address keeps the category's own name (?category=Healthcare) in both languages.
  const options: Array<[string, string | null]> = [[allLabel, null], ...categories.map((c): [string, string] => [ui.categoryNames[c], c])];
  return (
    // Phones: one row that scrolls sideways, bleeding to the screen's edges; wider screens: centred rows.
    // The group inside the form: a form may not take the role of a group.
    <form method="get" action={`${pathname}${anchor ? `#${anchor}` : ''}`}>
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
              type="submit"
              {...(value === null ? {} : { name: 'category', value })}
              data-app-control=""
              aria-pressed={pressed}
              variant={pressed ? 'contained' : 'outlined'}
              onClick={(event) => {
                event.preventDefault();
                onSelect(value);
              }}
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
    </form>
  );
}
