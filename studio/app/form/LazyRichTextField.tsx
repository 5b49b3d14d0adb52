// The rich-text editor (studio/app/richText) is loaded with the first long text opened: most
// forms have none.
import CircularProgress from '@mui/material/CircularProgress';
import type { FieldProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import type { RichTextNode } from '../richText/richTextLines.ts';
import { useStudioWords } from '../studioWords.ts';

const RichTextField = lazy(() => import('../richText/RichTextField.tsx'));

export function LazyRichTextField(props: FieldProps<RichTextNode[]>) {
  const loading = useStudioWords().richText.loading;
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label={loading} />}>
      <RichTextField {...props} />
    </Suspense>
  );
}
