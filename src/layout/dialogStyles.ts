// The frame's native dialogs (the menu drawer, Get Started, the install dialog), styled like the
// site's MUI dialogs with the theme's values: they are plain <dialog> elements that work before
// any script runs and hydrate without MUI.
import { keyframes, type CSSObject } from '@emotion/react';
import { colors } from '../theme/tokens.ts';
import { textButton } from './headerStyles.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });

const backdrop: CSSObject = {
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)', animation: `${fadeIn} 225ms ease-out` },
  // The baseline's reduced-motion rule reaches every element and ::before and ::after, not ::backdrop.
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', '&::backdrop': { animation: 'none' } },
};

/** A centred dialog, as MUI's Dialog. */
export const dialog: CSSObject = {
  boxSizing: 'border-box',
  inlineSize: 'calc(100% - 64px)',
  maxInlineSize: 444,
  maxBlockSize: 'calc(100% - 64px)',
  margin: 'auto',
  padding: 0,
  overflowY: 'auto',
  border: 0,
  borderRadius: 12,
  color: colors.text,
  backgroundColor: colors.paper,
  // MUI's dark paper at elevation 24: a lighter surface and a deep shadow.
  backgroundImage: 'linear-gradient(rgba(255, 255, 255, 0.09), rgba(255, 255, 255, 0.09))',
  boxShadow: '0 11px 15px -7px rgba(0, 0, 0, 0.2), 0 24px 38px 3px rgba(0, 0, 0, 0.14), 0 9px 46px 8px rgba(0, 0, 0, 0.12)',
  animation: `${fadeIn} 225ms ease-out`,
  // Opened as a popover (layout/Header.tsx: opensDialog), where the browser lacks invoker commands
  // and no script has run: a dialog without [open] is display: none in some engines' own styles.
  '&:popover-open': { display: 'block' },
  ...backdrop,
  '& h2': { margin: 0, fontSize: '1.25rem', fontWeight: 750, lineHeight: 1.6 },
  '& p': { margin: 0, lineHeight: 1.5 },
};

// Right to left, the RTL style plugin turns it around (theme/rtl.ts).
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

/** A drawer at the inline end of the screen, as MUI's Drawer. */
export const drawer: CSSObject = {
  ...dialog,
  inlineSize: 'min(320px, 86vw)',
  maxInlineSize: 'none',
  blockSize: '100%',
  maxBlockSize: 'none',
  marginBlock: 0,
  marginInlineStart: 'auto',
  marginInlineEnd: 0,
  borderRadius: 0,
  backgroundColor: colors.background,
  backgroundImage: 'none',
  animation: `${slideIn} 225ms cubic-bezier(0, 0, 0.2, 1)`,
};

/** The dialog's heading row, with room for its close button. */
export const titleRow: CSSObject = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, paddingBlock: 8, paddingInlineStart: 24, paddingInlineEnd: 8 };

export const closeButton: CSSObject = {
  ...textButton,
  inlineSize: 48,
  blockSize: 48,
  padding: 0,
  borderRadius: '50%',
  '& svg': { inlineSize: 24, blockSize: 24, fill: 'currentColor' },
};
