// The bar fixed to the bottom of small screens. An item is active on its own path and,
// except Home, on every path inside it.
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import { useSiteContent } from '../app/siteContent.tsx';
import { SmartLink } from '../app/SmartLink.tsx';
import { ariaCurrent } from './activePath.ts';
import { bottomBarIcons } from './icons.ts';
import { bottomBarHeight } from './sizes.ts';

export function BottomBar() {
  const { layout } = useSiteContent();
  const { pathname } = useLocation();
  const { items, navLabel } = layout.bottomBar;
  const active = items.findIndex((item) => ariaCurrent(pathname, item.href));
  return (
    <Box
      component="nav"
      aria-label={navLabel}
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        insetInline: 0,
        insetBlockEnd: 0,
        zIndex: 'appBar',
        borderBlockStart: '1px solid',
        borderColor: 'divider',
        bgcolor: 'rgba(10, 15, 30, 0.95)',
        backdropFilter: 'blur(12px)',
        paddingBlockEnd: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={active === -1 ? false : active} sx={{ blockSize: bottomBarHeight, bgcolor: 'transparent' }}>
        {items.map((item) => {
          const Icon = bottomBarIcons[item.icon];
          return (
            <BottomNavigationAction
              key={item.href}
              component={SmartLink}
              href={item.href}
              label={item.label}
              icon={<Icon />}
              aria-current={ariaCurrent(pathname, item.href)}
              sx={{ minWidth: 0, paddingInline: 0.5, color: 'text.secondary', '&.Mui-selected': { color: 'primary.main' } }}
            />
          );
        })}
      </BottomNavigation>
    </Box>
  );
}
