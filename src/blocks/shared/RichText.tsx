// Long text from site.json (articles, FAQ answers, legal pages) as typed nodes, never HTML.
// Sizes are relative (em) so the container sets the scale: an article's body reads larger than an
// answer. headingOffset moves the headings down under the surrounding outline: level 2 with
// offset 2 becomes an h4 inside an FAQ answer whose question is an h3.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RichTextNode } from '../../types/site.ts';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const headingTag = (level: 2 | 3, offset: number): HeadingTag => `h${Math.min(6, level + offset)}` as HeadingTag;

function Node({ node, headingOffset }: { node: RichTextNode; headingOffset: number }) {
  switch (node.type) {
    case 'heading':
      return (
        <Typography
          component={headingTag(node.level, headingOffset)}
          sx={{
            fontSize: node.level === 2 ? '1.5em' : '1.2em',
            fontWeight: node.level === 2 ? 750 : 700,
            lineHeight: 1.3,
            color: 'text.primary',
            marginBlockStart: node.level === 2 ? '1.1em' : '0.6em',
            scrollMarginBlockStart: 96,
          }}
        >
          {node.text}
        </Typography>
      );
    case 'paragraph':
      return <Typography sx={{ fontSize: 'inherit', lineHeight: 1.75, color: 'text.secondary' }}>{node.text}</Typography>;
    case 'list':
      return (
        <Box
          component={node.ordered ? 'ol' : 'ul'}
          sx={{ margin: 0, paddingInlineStart: '1.5em', display: 'grid', gap: '0.5em', color: 'text.secondary', '& li::marker': { color: 'primary.main', fontWeight: 700 } }}
        >
          {node.items.map((item, index) => (
            <Typography component="li" key={index} sx={{ fontSize: 'inherit', lineHeight: 1.7, paddingInlineStart: '0.25em' }}>
              {item}
            </Typography>
          ))}
        </Box>
      );
    case 'quote':
      return (
        <Box component="figure" sx={{ margin: 0, paddingBlock: '0.25em', paddingInlineStart: '1.25em', borderInlineStart: '4px solid', borderColor: 'secondary.main' }}>
          <Typography component="blockquote" sx={{ margin: 0, fontSize: '1.15em', lineHeight: 1.6, fontStyle: 'italic', color: 'text.primary' }}>
            {node.text}
          </Typography>
          {node.cite && (
            <Typography component="figcaption" sx={{ marginBlockStart: '0.5em', fontSize: '0.9em', color: 'text.secondary' }}>
              {node.cite}
            </Typography>
          )}
        </Box>
      );
    case 'callout':
      return (
        <Box
          role="note"
          sx={(theme) => ({
            padding: '1em 1.25em',
            borderRadius: 2,
            bgcolor: 'rgba(56, 189, 248, 0.08)',
            border: '1px solid rgba(56, 189, 248, 0.3)',
            borderInlineStart: `4px solid ${theme.palette.primary.main}`,
          })}
        >
          {node.title && <Typography sx={{ fontSize: 'inherit', fontWeight: 700, color: 'text.primary', marginBlockEnd: '0.35em' }}>{node.title}</Typography>}
          <Typography sx={{ fontSize: 'inherit', lineHeight: 1.7, color: 'text.secondary' }}>{node.text}</Typography>
        </Box>
      );
  }
}

export function RichText({ nodes, headingOffset = 0 }: { nodes: RichTextNode[]; headingOffset?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: '1.1em' }}>
      {nodes.map((node, index) => (
        <Node key={index} node={node} headingOffset={headingOffset} />
      ))}
    </Box>
  );
}
