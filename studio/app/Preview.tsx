// The page being edited as visitors will see it, at a phone's or a desktop's width, scaled down to
// fit: the site's own components draw the draft in a frame (preview.html), in place, at every
// edit. The frame asks for the draft when it starts; a tab opened from here does the same.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { localizedPath } from '../../src/app/locale.ts';
import type { SiteData } from '../shared/siteData.ts';
import { isFromPreview, type ToPreview } from './preview/previewProtocol.ts';
import { useStudioWords } from './studioWords.ts';

export const previewWidths = [390, 1280] as const;
export type PreviewWidth = (typeof previewWidths)[number];

const previewUrl = `${import.meta.env.BASE_URL}preview.html`;

/** Blocks that draw articles or projects declared elsewhere in site.json (src/blocks/blockData.ts). */
const usesArticles = new Set(['newsList', 'article']);
const usesProjects = new Set(['portfolioGrid', 'projectDetail']);

/**
 * What the preview needs of the draft to draw one page: every part but the other pages' blocks,
 * and the articles and projects only where the page shows some. A message is a copy: the whole
 * site (390 KB) at every keystroke cost the studio's own typing.
 */
export function draftForPage(site: SiteData, path: string): SiteData {
  const page = site.routes.find((route) => route.path === path);
  const types = new Set(page?.blocks.map((block) => block.type));
  return {
    ...site,
    routes: site.routes.map((route) => (route === page ? route : { ...route, blocks: [] })),
    articles: [...types].some((type) => usesArticles.has(type)) ? site.articles : [],
    projects: [...types].some((type) => usesProjects.has(type)) ? site.projects : [],
  };
}

/**
 * The studio's shortcuts (Ctrl+Z, Ctrl+Shift+F, Ctrl+S…) work after a click in the preview too: the
 * frame's keys with Ctrl or ⌘ go to the studio, which may take them.
 */
function forwardShortcut(event: KeyboardEvent) {
  if (!event.ctrlKey && !event.metaKey) return;
  const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
  const forwarded = new KeyboardEvent('keydown', { key, code, ctrlKey, metaKey, shiftKey, altKey, cancelable: true });
  if (!dispatchEvent(forwarded)) event.preventDefault();
}

interface PreviewProps {
  site: SiteData;
  path: string;
  language: 'en' | 'ar';
  width: PreviewWidth;
  onWidth: (width: PreviewWidth) => void;
  /** The chosen block's place on the page: outlined, and scrolled to when it changes. */
  selectedBlock?: number;
  /** A click in the preview: the block it was in, and the text clicked. */
  onOpen: (blockIndex: number, text: string) => void;
}

export function Preview({ site, path, language, width, onWidth, selectedBlock, onOpen }: PreviewProps) {
  const words = useStudioWords().preview;
  const frame = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [stale, setStale] = useState(false);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setBox({ width: entry.contentRect.width, height: entry.contentRect.height }));
    if (frame.current) observer.observe(frame.current);
    return () => observer.disconnect();
  }, []);

  // Every window showing the preview (the frame, tabs opened from here), and what they are told.
  const previews = useRef(new Set<Window>());
  const version = useRef(0);
  const latest = useRef<Omit<Extract<ToPreview, { type: 'show' }>, 'version'>>(undefined);
  const localPath = localizedPath(path, language);
  latest.current = { type: 'show', site: draftForPage(site, path), path: localPath, locale: language, selectedBlock };
  const sendTo = (target: Window) => target.postMessage({ ...latest.current!, version: ++version.current } satisfies ToPreview, location.origin);

  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== location.origin || !event.source || !isFromPreview(event.data)) return;
      const source = event.source as Window;
      if (event.data.type === 'ready') {
        previews.current.add(source);
        sendTo(source);
      } else if (previews.current.has(source)) {
        if (event.data.type === 'open') onOpenRef.current(event.data.blockIndex, event.data.text);
        if (event.data.type === 'shown') setStale(event.data.stale);
      }
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    for (const target of previews.current) (target.closed ? previews.current.delete(target) : sendTo(target));
  }, [site, localPath, language]);
  useEffect(() => {
    for (const target of previews.current) if (!target.closed) target.postMessage({ type: 'select', selectedBlock } satisfies ToPreview, location.origin);
  }, [selectedBlock]);

  const scale = box.width > 0 ? Math.min(1, box.width / width) : 1;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {words.heading}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={width} onChange={(_, value) => value && onWidth(value)} aria-label={words.width}>
          <ToggleButton value={390}>{words.phone}</ToggleButton>
          <ToggleButton value={1280}>{words.desktop}</ToggleButton>
        </ToggleButtonGroup>
        {/* rel="opener": the tab asks this page for the draft, and follows it as the frame does. */}
        <Link href={previewUrl} target="_blank" rel="opener" variant="body2">
          {words.newTab}
        </Link>
      </Box>
      {stale && (
        <Typography variant="body2" color="warning.dark" role="status">
          {words.stale}
        </Typography>
      )}
      {/* Left to right whatever the studio's language: the frame is scaled from its top left corner (the page inside keeps its own direction). */}
      <Box ref={frame} dir="ltr" sx={{ flex: 1, minHeight: 0, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'grey.900' }}>
        <iframe
          onLoad={(event) => event.currentTarget.contentWindow?.addEventListener('keydown', forwardShortcut)}
          title={words.frameTitle(localPath, language === 'ar', width)}
          src={previewUrl}
          style={{ border: 0, width, height: box.height / scale, transform: `scale(${scale})`, transformOrigin: 'top left', display: 'block' }}
        />
      </Box>
    </Box>
  );
}
