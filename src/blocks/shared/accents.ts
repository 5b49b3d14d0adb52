// The card accent colours a marketer can choose, each readable on the dark theme.
export const accentColors = {
  sky: '#38bdf8',
  violet: '#a78bfa',
  emerald: '#34d399',
  amber: '#fbbf24',
  rose: '#fb7185',
} as const;

export type Accent = keyof typeof accentColors;
