import Typography from '@mui/material/Typography';
import type { BlockDataOf } from '../blockData.ts';

export default function RichTextBlock({ block }: { block: BlockDataOf<'richText'> }) {
  return <section>{block.heading && <Typography variant="h2">{block.heading}</Typography>}</section>;
}
