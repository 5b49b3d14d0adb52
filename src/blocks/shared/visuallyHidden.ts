/** Styles that hide an element from sight but keep it for screen readers (and in the text of links). */
export const visuallyHidden = { position: 'absolute', inlineSize: 1, blockSize: 1, margin: -1, padding: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: 0 } as const;
