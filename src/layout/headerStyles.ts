// The header's look, in Emotion's css prop rather than MUI components: the header hydrates first,
// before MUI has loaded (app/deferred.tsx), so it needs nothing of MUI's runtime. The values are
// the theme's (theme/tokens.ts), so the header matches the MUI parts of the page.
import type { CSSObject } from '@emotion/react';
import { atLeast, colors, easing, zIndex } from '../theme/tokens.ts';

export const appBar: CSSObject = {
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: zIndex.appBar,
  boxSizing: 'border-box',
  color: colors.text,
  backgroundColor: 'rgba(10, 15, 30, 0.85)',
  backdropFilter: 'blur(12px)',
  borderBlockEnd: `1px solid ${colors.divider}`,
};

export const toolbar: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: 1280,
  minBlockSize: 56,
  marginInline: 'auto',
  paddingInline: 16,
  [atLeast('sm')]: { minBlockSize: 64, paddingInline: 24 },
};

export const logo: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  color: colors.text,
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: '1.4rem',
  letterSpacing: '-0.02em',
  '& img': { display: 'block' },
};

export const nav: CSSObject = {
  display: 'none',
  [atLeast('md')]: { display: 'flex', alignItems: 'center', gap: 4, marginInline: 'auto' },
};

/** A text button or link in the bar, as MUI's text Button with the theme's overrides. */
export const textButton: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  minBlockSize: 44,
  margin: 0,
  paddingBlock: 6,
  paddingInline: 22,
  border: 0,
  borderRadius: 999,
  background: 'transparent',
  color: colors.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.75,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color 250ms ${easing}`,
  WebkitTapHighlightColor: 'transparent',
  '&:hover': { backgroundColor: colors.hover },
  '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
  '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: 2 },
  '&[aria-current]': { color: colors.primary, fontWeight: 750 },
  '& svg': { inlineSize: 20, blockSize: 20, flexShrink: 0, fill: 'currentColor' },
};

export const navLink: CSSObject = { ...textButton, paddingInline: 10 };

export const languageSwitch: CSSObject = {
  ...textButton,
  fontWeight: 650,
  gap: 8,
  marginInlineStart: 'auto',
  '& svg': { ...(textButton['& svg'] as CSSObject), marginInlineStart: -4 },
  [atLeast('md')]: { marginInlineStart: 0 },
};

/** As MUI's contained primary Button with the theme's overrides. */
export const containedButton: CSSObject = {
  ...textButton,
  fontWeight: 650,
  color: colors.onPrimary,
  backgroundColor: colors.primary,
  '&:hover': { backgroundColor: colors.primaryDark },
  '@media (hover: none)': { '&:hover': { backgroundColor: colors.primary } },
};

export const getStarted: CSSObject = { ...containedButton, display: 'none', [atLeast('md')]: { display: 'inline-flex' } };

export const menuToggle: CSSObject = {
  ...textButton,
  inlineSize: 48,
  blockSize: 48,
  padding: 8,
  borderRadius: '50%',
  '& svg': { inlineSize: 24, blockSize: 24, fill: 'currentColor' },
  [atLeast('md')]: { display: 'none' },
};

export const skipLink: CSSObject = {
  position: 'fixed',
  insetInlineStart: 8,
  insetBlockStart: 8,
  zIndex: zIndex.tooltip,
  padding: 12,
  borderRadius: 12,
  backgroundColor: colors.primary,
  color: colors.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
  '&:hover': { textDecoration: 'underline' },
};
