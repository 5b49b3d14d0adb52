import type { RichTextNode } from '../../types/site.ts';

/**
 * Where the inline call to action goes: after about a third of the body, moved forward to the
 * next heading (so it sits between two parts, never inside one) unless that is past the middle.
 */
export function inlineCtaIndex(nodes: readonly RichTextNode[]): number {
  if (nodes.length < 3) return nodes.length;
  const third = Math.round(nodes.length / 3);
  const nextHeading = nodes.findIndex((node, index) => index >= third && node.type === 'heading' && node.level === 2);
  return nextHeading !== -1 && nextHeading <= nodes.length / 2 ? nextHeading : third;
}
