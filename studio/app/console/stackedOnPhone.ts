// A table whose rows become stacked blocks on a phone's width: each row's cells one under the
// other (the header kept for screen readers only), rather than columns squeezed to a word or a
// letter a line. In either direction: logical properties only.
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';

export const stackedOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': visuallyHidden,
    '& tbody, & tr, & td': { display: 'block' },
    '& tr': { paddingBlock: theme.spacing(1.5), borderBlockEnd: `1px solid ${theme.palette.divider}` },
    '& td': { borderBlockEnd: 'none', paddingBlock: theme.spacing(0.5), paddingInline: 0 },
  },
});
