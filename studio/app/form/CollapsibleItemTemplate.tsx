// A long list (more than three items: FAQ questions, testimonials, cards) shows each item folded,
// named by its first text, and builds an item's fields only when it is opened: a form of
// hundreds of fields took seconds to open and to answer a key. An item with a problem opens, and
// one holding the field the studio goes to (a check's "Go to the field").
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { Templates } from '@rjsf/mui';
import type { ArrayFieldItemTemplateProps, ErrorSchema } from '@rjsf/utils';
import { useEffect, useState, type ReactElement } from 'react';
import { useOpensForTarget } from '../goToField.ts';
import { itemSummary } from './itemSummary.ts';
import { useStudioWords } from '../studioWords.ts';

const DefaultItemTemplate = Templates.ArrayFieldItemTemplate!;
const foldAbove = 3;

const hasErrors = (errors?: ErrorSchema) => Boolean(errors && Object.keys(errors).length > 0);

export function CollapsibleItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { formData, errorSchema, fieldPathId } = (props.children as ReactElement<{ formData?: unknown; errorSchema?: ErrorSchema; fieldPathId?: { $id: string } }>).props;
  const words = useStudioWords();
  const withErrors = hasErrors(errorSchema);
  const [open, setOpen] = useState(withErrors);
  useEffect(() => {
    if (withErrors) setOpen(true);
  }, [withErrors]);
  useOpensForTarget(fieldPathId?.$id, () => setOpen(true));
  if (props.totalItems <= foldAbove) return <DefaultItemTemplate {...props} />;
  return (
    // minWidth 0 all the way down: a long first text is cut with an ellipsis inside the card, not pushed out of it.
    <Accordion expanded={open} onChange={(_, expanded) => setOpen(expanded)} disableGutters slotProps={{ transition: { unmountOnExit: true } }} sx={{ mb: 1, width: '100%', minWidth: 0 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minWidth: 0, '& .MuiAccordionSummary-content': { minWidth: 0 } }}>
        <span dir="auto" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {props.index + 1}. {itemSummary(formData) ?? words.form.newItem}
        </span>
      </AccordionSummary>
      <AccordionDetails>
        <DefaultItemTemplate {...props} />
      </AccordionDetails>
    </Accordion>
  );
}
