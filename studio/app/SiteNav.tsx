// The left column (on a phone, the Pages pane): the site-wide parts (studio/shared/sections.ts) and every route, with its
// path and its title in both languages, and how many problems it has.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { RouteData } from '../shared/siteData.ts';
import { sections, type Section } from '../shared/sections.ts';
import { useStudioWords } from './studioWords.ts';

/** What is open: a site-wide part (with an article of the Articles part, by its place in the list), or a page with one of its blocks, or its settings. */
export type Selection = { kind: 'route'; route: number; block?: string; settings?: boolean } | { kind: Section; article?: number };

function ProblemCount({ count }: { count: number }) {
  const words = useStudioWords();
  return count > 0 ? <Chip size="small" color="error" label={words.problemCount(count)} sx={{ marginInlineStart: 1 }} /> : null;
}

interface SiteNavProps {
  /** The pages as the list shows them: path and titles (not their blocks, which change as one types). */
  routes: Array<Pick<RouteData, 'path' | 'title'>>;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /** How many problems lie under each pointer that has any. */
  problemCounts: ReadonlyMap<string, number>;
  onAddRoute: () => void;
}

/**
 * Drawn again only when what it shows changes: typing in a block's form changes the draft at every
 * key, and the 31 pages' list cost about 25 ms a key.
 */
export const SiteNav = memo(function SiteNav({ routes, selection, onSelect, problemCounts, onAddRoute }: SiteNavProps) {
  const words = useStudioWords();
  const problemsAt = (pointer: string) => problemCounts.get(pointer) ?? 0;
  const isCurrent = (match: boolean) => ({ selected: match, 'aria-current': match ? ('page' as const) : undefined });
  return (
    <Box component="nav" aria-label={words.nav.label} sx={{ overflow: 'auto', height: '100%', borderInlineEnd: { md: 1 }, borderColor: 'divider' }}>
      <Typography component="h2" variant="overline" id="nav-site" sx={{ display: 'block', px: 2, pt: 1 }}>
        {words.nav.wholeSite}
      </Typography>
      <List dense aria-labelledby="nav-site">
        {sections.map(({ section, pointer }) => (
          <ListItem key={section} disablePadding>
            <ListItemButton {...isCurrent(selection.kind === section)} onClick={() => onSelect({ kind: section })}>
              <ListItemText primary={words.sections[section].label} />
              <ProblemCount count={problemsAt(pointer)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography component="h2" variant="overline" id="nav-pages" sx={{ display: 'block', px: 2, pt: 1 }}>
        {words.nav.pages(routes.length)}
      </Typography>
      <List dense aria-labelledby="nav-pages">
        {routes.map((route, index) => (
          <ListItem key={index} disablePadding>
            <ListItemButton {...isCurrent(selection.kind === 'route' && selection.route === index)} onClick={() => onSelect({ kind: 'route', route: index })}>
              <ListItemText
                primary={<bdi>{route.path}</bdi>}
                secondary={
                  <>
                    <span lang="en">{route.title?.en}</span>
                    <br />
                    <span lang="ar" dir="rtl">
                      {route.title?.ar}
                    </span>
                  </>
                }
              />
              <ProblemCount count={problemsAt(`/routes/${index}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ p: 2, pt: 0 }}>
        <Button startIcon={<AddIcon />} onClick={onAddRoute}>
          {words.nav.addPage}
        </Button>
      </Box>
    </Box>
  );
});
