// A long text such as the privacy policy or the terms: an optional heading and date line, then
// the body at a readable measure.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { BlockDataOf } from '../blockData.ts';
import { RichText } from '../shared/RichText.tsx';

export default function RichTextBlock({ block }: { block: BlockDataOf<'richText'> }) {
  const headingId = useId();
  return (
    <Box component="section" id={block.id} aria-labelledby={block.heading ? headingId : undefined} sx={{ paddingBlock: { xs: 6, md: 9 } }}>
      <Container maxWidth={false} sx={{ maxInlineSize: '74ch', fontSize: { xs: '1rem', md: '1.0625rem' } }}>
        {block.heading && (
          <Typography id={headingId} variant="h2" sx={{ marginBlockEnd: 1.5 }}>
            {block.heading}
          </Typography>
        )}
        {block.updated && (
          <Typography color="text.secondary" sx={{ fontSize: '0.9375rem', paddingBlockEnd: 2, marginBlockEnd: 1, borderBlockEnd: '1px solid', borderColor: 'divider' }}>
            {block.updated}
          </Typography>
        )}
        {/* Under the block's own h2 the body's headings move one level down. */}
        <RichText nodes={block.body} headingOffset={block.heading ? 1 : 0} />
      </Container>
    </Box>
  );
}
