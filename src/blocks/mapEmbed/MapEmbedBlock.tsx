import Typography from '@mui/material/Typography';
import type { BlockDataOf } from '../blockData.ts';

export default function MapEmbedBlock({ block }: { block: BlockDataOf<'mapEmbed'> }) {
  return <section><Typography variant="h2">{block.heading}</Typography></section>;
}
