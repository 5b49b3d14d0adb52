// Publish the saved content, watch each step, and see every release: who published what and
// when, what changed (by page and block, English and Arabic), and a one-click way back to any
// release still kept.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import type { Release } from '../../server/releases/releaseStore.ts';
import { consoleApi, ConsoleError, shortTime } from './consoleApi.ts';
import { PublishProgress } from './PublishProgress.tsx';
import { ReleaseHistory } from './ReleaseHistory.tsx';

interface SavedContent {
  id: string;
  hash: string;
  savedBy: string;
  savedAt: number;
}

export function PublishPage() {
  const [releases, setReleases] = useState<{ live: string; releases: Release[] }>();
  const [content, setContent] = useState<SavedContent>();
  const [watching, setWatching] = useState<Release>();
  const [message, setMessage] = useState<{ severity: 'error' | 'success' | 'info'; text: string }>();

  const load = useCallback(async () => {
    const [list, saved] = await Promise.all([consoleApi<{ live: string; releases: Release[] }>('GET', 'releases'), consoleApi<SavedContent>('GET', 'content')]);
    setReleases(list);
    setContent(saved);
  }, []);
  useEffect(() => void load().catch((error: Error) => setMessage({ severity: 'error', text: error.message })), [load]);

  // While a release is being built, its steps every second.
  useEffect(() => {
    if (!watching || watching.status !== 'building') return;
    const timer = setTimeout(async () => {
      try {
        const next = await consoleApi<Release>('GET', `releases/${watching.id}`);
        setWatching(next);
        if (next.status === 'live') setMessage({ severity: 'success', text: `Published: the site shows the saved content now (${Math.round((next.finishedAt! - next.startedAt) / 1000)} s).` });
        if (next.status === 'failed') setMessage({ severity: 'error', text: next.error ?? 'The publish failed.' });
        if (next.status !== 'building') await load();
      } catch (error) {
        setMessage({ severity: 'error', text: (error as Error).message });
      }
    }, 1000);
    return () => clearTimeout(timer);
  }, [watching, load]);

  const publish = async () => {
    if (!content) return;
    setMessage(undefined);
    try {
      const { release } = await consoleApi<{ release: Release }>('POST', 'publish', { baseHash: content.hash });
      setWatching(release);
    } catch (error) {
      setMessage({ severity: 'error', text: error instanceof ConsoleError ? error.message : String(error) });
      if (error instanceof ConsoleError && error.body.status === 'busy') setWatching(error.body.release as Release);
      await load();
    }
  };

  const live = releases?.releases.find((release) => release.id === releases.live);
  const building = watching?.status === 'building';
  const upToDate = Boolean(live && content && live.contentId === content.id);
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000, mx: 'auto', display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h5">
        Publish
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {live && (
          <Typography>
            Live now: the release published {shortTime(live.liveAt ?? live.startedAt)} by {live.startedBy}. <Chip size="small" color="success" label="Live" />
          </Typography>
        )}
        {content && (
          <Typography>
            Saved content: last saved {shortTime(content.savedAt)} by {content.savedBy}. {upToDate ? 'It is what the site shows.' : 'It is not published yet.'}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" onClick={publish} disabled={!content || building} aria-describedby="publish-note">
            {building ? 'Publishing…' : 'Publish the saved content'}
          </Button>
          <Typography id="publish-note" variant="body2" color="text.secondary">
            Only saved changes are published. It takes a few seconds; visitors see the new pages on their next page view.
          </Typography>
        </Box>
        <Box role="status" aria-live="polite">
          {message && <Alert severity={message.severity} sx={{ whiteSpace: 'pre-wrap' }}>{message.text}</Alert>}
        </Box>
        {watching && <PublishProgress release={watching} />}
      </Paper>
      {releases && <ReleaseHistory releases={releases.releases} liveId={releases.live} busy={building} onChanged={load} onMessage={setMessage} />}
    </Box>
  );
}
