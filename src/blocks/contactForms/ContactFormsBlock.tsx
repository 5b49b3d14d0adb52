import Typography from '@mui/material/Typography';
import type { BlockDataOf } from '../blockData.ts';

export default function ContactFormsBlock({ block }: { block: BlockDataOf<'contactForms'> }) {
  return <section><Typography variant="h2">{block.heading ?? block.contact.tabLabel}</Typography></section>;
}
