// Long text from site.json (articles, FAQ answers, legal pages) as typed nodes, never HTML.
// Sizes are relative (em) so the container sets the scale: an article's body reads larger than an
// answer. headingOffset moves the headings down under the surrounding outline: level 2 with
// offset 2 becomes an h4 inside an FAQ answer whose question is an h3.
// The nodes are plain elements styled once by the wrapper: a page such as the FAQ holds hundreds
// of them, and a class per element weighed on its HTML.
// Marked words are real elements too: <strong>, <em>, <code>, and links as the site's other links
// are (SmartLink: a page of the site navigates in its language, an https:// address opens in a new
// tab, rel="noopener noreferrer"). A plain text is written as it is, without an element more.
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';
import { inlineParts, type InlineText } from '../../app/inlineText.ts';
import { SmartLink } from '../../app/SmartLink.tsx';
import type { RichTextNode } from '../../types/site.ts';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const headingTag = (level: 2 | 3, offset: number): HeadingTag => `h${Math.min(6, level + offset)}` as HeadingTag;

/** A text with its marked words. */
function Inline({ text }: { text: InlineText }) {
  if (typeof text === 'string') return text;
  return inlineParts(text).map((part, index) => {
    let words: ReactNode = part.text;
    if (part.code) words = <code>{words}</code>;
    if (part.italic) words = <em>{words}</em>;
    if (part.bold) words = <strong>{words}</strong>;
    return part.href ? (
      <SmartLink key={index} href={part.href}>
        {words}
      </SmartLink>
    ) : (
      <Fragment key={index}>{words}</Fragment>
    );
  });
}

function Node({ node, headingOffset }: { node: RichTextNode; headingOffset: number }) {
  switch (node.type) {
    case 'heading': {
      const Heading = headingTag(node.level, headingOffset);
      return <Heading className={`rich-heading-${node.level}`}>{node.text}</Heading>;
    }
    case 'paragraph':
      return (
        <p>
          <Inline text={node.text} />
        </p>
      );
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List>
          {node.items.map((item, index) => (
            <li key={index}>
              <Inline text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <figure>
          <blockquote>
            <Inline text={node.text} />
          </blockquote>
          {node.cite && <figcaption>{node.cite}</figcaption>}
        </figure>
      );
    case 'callout':
      return (
        <div role="note">
          {node.title && <p className="rich-callout-title">{node.title}</p>}
          <p>
            <Inline text={node.text} />
          </p>
        </div>
      );
  }
}

/** The look of rich text, set on its wrapper, or on a container of many (the FAQ's answers). */
export const richTextStyles = (theme: Theme) => ({
  display: 'grid',
  gap: '1.1em',
  color: 'text.secondary',
  '& p': { margin: 0, lineHeight: 1.75 },
  '& .rich-heading-2, & .rich-heading-3': { margin: 0, lineHeight: 1.3, color: 'text.primary', scrollMarginBlockStart: 96 },
  '& .rich-heading-2': { fontSize: '1.5em', fontWeight: 750, marginBlockStart: '1.1em' },
  '& .rich-heading-3': { fontSize: '1.2em', fontWeight: 700, marginBlockStart: '0.6em' },
  '& ul, & ol': { margin: 0, paddingInlineStart: '1.5em', display: 'grid', gap: '0.5em' },
  '& li': { lineHeight: 1.7, paddingInlineStart: '0.25em' },
  '& li::marker': { color: 'primary.main', fontWeight: 700 },
  '& figure': { margin: 0, paddingBlock: '0.25em', paddingInlineStart: '1.25em', borderInlineStart: '4px solid', borderColor: 'secondary.main' },
  '& blockquote': { margin: 0, fontSize: '1.15em', lineHeight: 1.6, fontStyle: 'italic', color: 'text.primary' },
  '& figcaption': { marginBlockStart: '0.5em', fontSize: '0.9em' },
  '& [role="note"]': {
    padding: '1em 1.25em',
    borderRadius: 2,
    bgcolor: 'rgba(56, 189, 248, 0.08)',
    border: '1px solid rgba(56, 189, 248, 0.3)',
    borderInlineStart: `4px solid ${theme.palette.primary.main}`,
  },
  '& [role="note"] p': { lineHeight: 1.7 },
  '& .rich-callout-title': { fontWeight: 700, color: 'text.primary', marginBlockEnd: '0.35em' },
  '& strong': { fontWeight: 700, color: 'text.primary' },
  '& a': { color: 'primary.main', textDecorationThickness: '0.08em', textUnderlineOffset: '0.2em' },
  '& a:hover': { textDecorationThickness: '0.15em' },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em', paddingInline: '0.3em', borderRadius: '4px', bgcolor: 'rgba(148, 163, 184, 0.16)', color: 'text.primary' },
});

/** `unstyled` leaves the look to a container that sets richTextStyles for all its answers at once. */
export function RichText({ nodes, headingOffset = 0, unstyled = false }: { nodes: RichTextNode[]; headingOffset?: number; unstyled?: boolean }) {
  const children = nodes.map((node, index) => <Node key={index} node={node} headingOffset={headingOffset} />);
  return unstyled ? <div>{children}</div> : <Box sx={richTextStyles}>{children}</Box>;
}
