// The site's look as plain values. The MUI theme (theme.ts) is made from them, and the header,
// which hydrates before MUI has loaded (app/deferred.tsx), is styled with them directly.
import type { Locale } from '../app/locale.ts';

export const colors = {
  primary: '#38bdf8',
  primaryDark: 'rgb(39, 132, 173)',
  onPrimary: '#04121f',
  secondary: '#a78bfa',
  onSecondary: '#120a24',
  background: '#0a0f1e',
  paper: '#111a2e',
  text: '#f1f5f9',
  textSecondary: '#b6c2d4',
  divider: 'rgba(148, 163, 184, 0.2)',
  /** Over a control the pointer rests on. */
  hover: 'rgba(241, 245, 249, 0.08)',
} as const;

const latinFonts = '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
/** The smaller cut of Inter that Arabic pages load for their Latin letters (src/server/render/fonts.ts). */
export const arabicPagesLatinFamily = 'Inter Arabic Pages';
/** Inter has no Arabic letters: Latin words inside Arabic text stay in Inter, the rest is Cairo. */
export const fontFamilies: Record<Locale, string> = { en: latinFonts, ar: `"${arabicPagesLatinFamily}", ${latinFonts.replace('"Inter", ', '"Inter", "Cairo Variable", Tahoma, ')}` };

/** Widths where the layout changes, as MUI's breakpoints sm, md and lg. */
export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;
export const atLeast = (width: keyof typeof breakpoints) => `@media (min-width: ${breakpoints[width]}px)`;

export const zIndex = { appBar: 1100, tooltip: 1500 } as const;
export const borderRadius = 12;
export const easing = 'cubic-bezier(0.4, 0, 0.2, 1)';
