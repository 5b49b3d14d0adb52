/** CSS grid columns for a block's `columns` setting: one on phones, two on tablets, the setting from large screens. */
export function gridColumns(columns: 2 | 3 | 4 = 3) {
  return {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: `repeat(${columns}, minmax(0, 1fr))`,
  };
}
