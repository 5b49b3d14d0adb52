// The route itself, as the project's dev server renders the draft (the console: as the server
// renders it on request), at a phone's or a desktop's width, scaled down to fit. It follows every
// version of the draft without problems: the dev server reloads it, the console asks anew.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { localizedPath } from '../../src/app/locale.ts';

export const previewWidths = [390, 1280] as const;
export type PreviewWidth = (typeof previewWidths)[number];

interface PreviewProps {
  origin: string;
  path: string;
  language: 'en' | 'ar';
  width: PreviewWidth;
  onWidth: (width: PreviewWidth) => void;
  /** Why the preview is behind the draft, if it is. */
  note?: string;
  /** The draft's version, when the preview is rendered on request (the console): a new one loads it again. */
  version?: string;
}

export function Preview({ origin, path, language, width, onWidth, note, version }: PreviewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setBox({ width: entry.contentRect.width, height: entry.contentRect.height }));
    if (frame.current) observer.observe(frame.current);
    return () => observer.disconnect();
  }, []);
  const scale = box.width > 0 ? Math.min(1, box.width / width) : 1;
  // Rendered on request, the page's address is a parameter of the preview's own.
  const url = version === undefined ? origin + localizedPath(path, language) : `${origin}?${new URLSearchParams({ path: localizedPath(path, language), v: version.slice(0, 12) })}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Preview
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={width} onChange={(_, value) => value && onWidth(value)} aria-label="Preview width">
          <ToggleButton value={390}>Phone 390 px</ToggleButton>
          <ToggleButton value={1280}>Desktop 1280 px</ToggleButton>
        </ToggleButtonGroup>
        <Link href={url} target="_blank" rel="noreferrer" variant="body2">
          Open in a new tab
        </Link>
      </Box>
      {note && (
        <Typography variant="body2" color="warning.dark" role="status">
          {note}
        </Typography>
      )}
      <Box ref={frame} sx={{ flex: 1, minHeight: 0, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'grey.900' }}>
        <iframe
          title={`Preview of ${path} in ${language === 'ar' ? 'Arabic' : 'English'}, ${width} px wide`}
          src={url}
          style={{ border: 0, width, height: box.height / scale, transform: `scale(${scale})`, transformOrigin: 'top left', display: 'block' }}
        />
      </Box>
    </Box>
  );
}
