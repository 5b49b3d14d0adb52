// The office on a map behind a click-to-load facade: nothing is asked of the map service before
// the visitor presses Load Map. Without a configured key, the visitor types one (the
// specification's key-entry prompt) and Load Map stays disabled while the key is blank.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { useSiteContent } from '../../app/siteContent.tsx';
import type { BlockDataOf } from '../blockData.ts';
import { Section } from '../shared/Section.tsx';
import { mapEmbedUrl } from './mapUrl.ts';

const frameSx = { display: 'block', inlineSize: '100%', blockSize: { xs: 320, md: 440 }, border: 0, borderRadius: 4 } as const;

export default function MapEmbedBlock({ block }: { block: BlockDataOf<'mapEmbed'> }) {
  const { site } = useSiteContent();
  const [typedKey, setTypedKey] = useState('');
  const [src, setSrc] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const key = block.apiKey ?? typedKey;
  const blank = key.trim() === '';

  // The button that was pressed disappears with the prompt: keep focus on what replaced it.
  useEffect(() => {
    if (src) frameRef.current?.focus();
  }, [src]);

  const load = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blank) setSrc(mapEmbedUrl(key, block.query ?? site.location));
  };

  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <Box sx={{ maxInlineSize: 960, marginInline: 'auto', borderRadius: 4, bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
        {src ? (
          <Box component="iframe" ref={frameRef} title={block.mapTitle} src={src} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen sx={frameSx} />
        ) : (
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2.5, textAlign: 'center', paddingBlock: { xs: 5, md: 7 }, paddingInline: { xs: 2.5, md: 5 }, minBlockSize: { md: 320 }, alignContent: 'center' }}>
            <MapOutlined aria-hidden="true" sx={{ fontSize: 56, color: 'primary.main', opacity: 0.85 }} />
            <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: '1.125rem', fontWeight: 600 }}>
              <LocationOnOutlined aria-hidden="true" sx={{ color: 'secondary.main' }} />
              {block.text}
            </Typography>
            <Box
              component="form"
              onSubmit={load}
              noValidate
              // Without JavaScript the map cannot load: the address above is all there is.
              sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'flex-start' }, gap: 2, inlineSize: '100%', maxInlineSize: 560, '@media (scripting: none)': { display: 'none' } }}
            >
              {!block.apiKey && (
                <TextField
                  id="map-key"
                  label={block.keyLabel}
                  helperText={block.keyHelp}
                  value={typedKey}
                  onChange={(event) => setTypedKey(event.target.value)}
                  autoComplete="off"
                  fullWidth
                  slotProps={{ htmlInput: { spellCheck: false, dir: 'ltr' } }}
                  sx={{ textAlign: 'start' }}
                />
              )}
              <Button type="submit" variant="contained" size="large" disabled={blank} sx={{ flexShrink: 0, minBlockSize: 56, marginInline: block.apiKey ? 'auto' : undefined }}>
                {block.loadLabel}
              </Button>
            </Box>
          </Box>
        )}
      </Box>
    </Section>
  );
}
