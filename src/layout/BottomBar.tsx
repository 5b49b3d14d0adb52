// The bar fixed to the bottom of small screens: plain links, each with its icon. An item is
// active on its own path and, except Home, on every path inside it.
/** @jsxImportSource @emotion/react */
import { useLocation } from 'react-router-dom';
import type { CSSObject } from '@emotion/react';
import { useSiteContent } from '../app/siteContent.tsx';
import { SmartLink } from '../app/SmartLink.tsx';
import { atLeast, colors, zIndex } from '../theme/tokens.ts';
import { ariaCurrent } from './activePath.ts';
import { FrameIcon } from './frameIcons.tsx';
import { bottomBarHeight } from './sizes.ts';

export function BottomBar() {
  const { layout } = useSiteContent();
  const { pathname } = useLocation();
  const { items, navLabel } = layout.bottomBar;
  return (
    <nav aria-label={navLabel} css={bar}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <SmartLink href={item.href} aria-current={ariaCurrent(pathname, item.href)}>
              <FrameIcon name={item.icon} />
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const bar: CSSObject = {
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: zIndex.appBar,
  borderBlockStart: `1px solid ${colors.divider}`,
  backgroundColor: 'rgba(10, 15, 30, 0.95)',
  backdropFilter: 'blur(12px)',
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  [atLeast('md')]: { display: 'none' },
  '& ul': { display: 'flex', blockSize: bottomBarHeight, margin: 0, padding: 0, listStyle: 'none' },
  '& li': { flex: 1, minInlineSize: 0 },
  '& a': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
    blockSize: '100%',
    paddingInline: 4,
    color: colors.textSecondary,
    fontSize: '0.75rem',
    lineHeight: 1.2,
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    '&[aria-current]': { color: colors.primary, fontSize: '0.875rem' },
    '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: -2 },
  },
  '& svg': { inlineSize: 24, blockSize: 24, fill: 'currentColor' },
};
