import Typography from '@mui/material/Typography';
import type { BlockDataOf } from '../blockData.ts';

export default function ContactInfoBlock({ block }: { block: BlockDataOf<'contactInfo'> }) {
  return <section><Typography variant="h2">{block.heading ?? block.emailLabel}</Typography></section>;
}
