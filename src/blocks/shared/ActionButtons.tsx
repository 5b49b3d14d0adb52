import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SmartLink } from '../../app/SmartLink.tsx';
import type { Action } from '../../types/site.ts';

/** A block's buttons: stacked full-width on phones, in a row from tablets up. */
export function ActionButtons({ actions, align = 'start' }: { actions: Action[]; align?: 'start' | 'center' }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: align, alignItems: { xs: 'stretch', sm: 'center' } }}>
      {actions.map((action) => (
        <Button
          key={action.href + action.label}
          component={SmartLink}
          href={action.href}
          size="large"
          variant={action.emphasis === 'secondary' ? 'outlined' : 'contained'}
          color="primary"
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
