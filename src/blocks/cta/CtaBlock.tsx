import { useId } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { CtaBlock as CtaBlockData } from '../../types/site.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';

export default function CtaBlock({ block }: { block: CtaBlockData }) {
  const headingId = useId();
  return (
    <Box component="section" id={block.id} aria-labelledby={headingId} sx={{ paddingBlock: { xs: 6, md: 10 } }}>
      <Container>
        <Box
          sx={{
            textAlign: 'center',
            borderRadius: 4,
            paddingBlock: { xs: 5, md: 8 },
            paddingInline: { xs: 3, md: 8 },
            border: 1,
            borderColor: 'rgba(56, 189, 248, 0.35)',
            background: 'linear-gradient(135deg, rgba(56, 189, 248, 0.14), rgba(167, 139, 250, 0.14))',
          }}
        >
          <Typography id={headingId} variant="h2" sx={{ marginBlockEnd: 2 }}>
            {block.heading}
          </Typography>
          {block.text && (
            <Typography color="text.secondary" sx={{ fontSize: '1.125rem', maxInlineSize: 640, marginInline: 'auto', marginBlockEnd: 4 }}>
              {block.text}
            </Typography>
          )}
          <ActionButtons actions={block.actions} align="center" />
        </Box>
      </Container>
    </Box>
  );
}
