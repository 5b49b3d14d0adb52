// Publish the saved content, watch each step, and see every release: who published what and
// when, what changed (by page and block, English and Arabic), and a one-click way back to any
// release still kept.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import type { Release } from '../../shared/releases.ts';
import { consoleApi, ConsoleError, shortTime } from './consoleApi.ts';
import { PublishChecks } from './PublishChecks.tsx';
import { PublishProgress } from './PublishProgress.tsx';
import { releaseAuthor, ReleaseHistory } from './ReleaseHistory.tsx';
import { PublishRequestList, type ListedRequest } from './PublishRequestList.tsx';
import { ReviewLinks } from './ReviewLinks.tsx';
import { fromQatarInput } from '../../shared/qatarTime.ts';
import { deploymentAuthor } from '../../shared/deploymentRelease.ts';
import { useWords } from './ConsoleLook.tsx';
import type { PublishRequest } from '../../shared/releases.ts';

interface SavedContent {
  id: string;
  hash: string;
  savedBy: string;
  savedAt: number;
}

interface PublishPageProps {
  /** May approve others' requests, and publish at once with approval on. */
  canApprove: boolean;
  /** May switch the site's approval on or off (owners). */
  canSetApproval: boolean;
}

/** Still on its way: live in the database comes before this server serves it (its last step is then still running). */
const publishing = (release: Release) => release.status === 'building' || release.steps.some((step) => step.status === 'running');

export function PublishPage({ canApprove, canSetApproval }: PublishPageProps) {
  const words = useWords();
  const t = words.publish;
  const { locale } = words.shell;
  const [releases, setReleases] = useState<{ live: string; releases: Release[] }>();
  const [content, setContent] = useState<SavedContent>();
  const [requests, setRequests] = useState<{ approval: boolean; requests: ListedRequest[] }>();
  const [publishAt, setPublishAt] = useState('');
  const [watching, setWatching] = useState<Release>();
  const [message, setMessage] = useState<{ severity: 'error' | 'success' | 'info'; text: string }>();

  const load = useCallback(async () => {
    const [list, saved, asked] = await Promise.all([
      consoleApi<{ live: string; releases: Release[] }>('GET', 'releases'),
      consoleApi<SavedContent>('GET', 'content'),
      consoleApi<{ approval: boolean; requests: ListedRequest[] }>('GET', 'publish-requests'),
    ]);
    setReleases(list);
    setContent(saved);
    setRequests(asked);
  }, []);
  useEffect(() => void load().catch((error: Error) => setMessage({ severity: 'error', text: error.message })), [load]);

  // While a release is being built, its steps every second.
  useEffect(() => {
    if (!watching || !publishing(watching)) return;
    const timer = setTimeout(async () => {
      try {
        const next = await consoleApi<Release>('GET', `releases/${watching.id}`);
        setWatching(next);
        if (next.status === 'live' && !publishing(next)) setMessage({ severity: 'success', text: t.published(Math.round((next.finishedAt! - next.startedAt) / 1000)) });
        if (next.status === 'failed') setMessage({ severity: 'error', text: next.error ? t.failedWith(next.error) : t.failed });
        if (!publishing(next)) await load();
      } catch (error) {
        setMessage({ severity: 'error', text: (error as Error).message });
      }
    }, 1000);
    return () => clearTimeout(timer);
  }, [watching, load, t]);

  const publish = async () => {
    if (!content) return;
    setMessage(undefined);
    try {
      const { release } = await consoleApi<{ release: Release }>('POST', 'publish', { baseHash: content.hash });
      setWatching(release);
    } catch (error) {
      const busy = error instanceof ConsoleError && error.body.status === 'busy' ? (error.body.release as Release) : undefined;
      setMessage({ severity: 'error', text: busy ? t.busy(busy.startedBy) : error instanceof ConsoleError ? error.message : String(error) });
      if (busy) setWatching(busy);
      await load();
    }
  };

  /** Schedules the saved content at the time typed, or asks for its approval (then or, without a time, at once). */
  const request = async (at: number | null) => {
    if (!content) return;
    setMessage(undefined);
    try {
      const added = await consoleApi<PublishRequest>('POST', 'publish-requests', { baseHash: content.hash, publishAt: at });
      setPublishAt('');
      const time = added.publishAt ? t.qatarTime(added.publishAt) : undefined;
      setMessage({
        severity: 'success',
        text: added.status === 'scheduled' ? t.scheduled(time!) : t.asked(time),
      });
    } catch (error) {
      setMessage({ severity: 'error', text: (error as Error).message });
    }
    await load();
  };
  const schedule = (event: React.FormEvent) => {
    event.preventDefault();
    const at = fromQatarInput(publishAt);
    if (Number.isNaN(at)) return setMessage({ severity: 'error', text: t.chooseTime });
    void request(at);
  };
  const setApproval = async (on: boolean) => {
    try {
      await consoleApi('POST', 'publish-requests/approval', { on });
      setMessage({ severity: 'success', text: on ? t.approvalOn : t.approvalOff });
    } catch (error) {
      setMessage({ severity: 'error', text: (error as Error).message });
    }
    await load();
  };

  const mustAsk = Boolean(requests?.approval) && !canApprove;
  const live = releases?.releases.find((release) => release.id === releases.live);
  const building = Boolean(watching && publishing(watching));
  const upToDate = Boolean(live && content && live.contentId === content.id);
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000, mx: 'auto', display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h5">
        {t.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {live && (
          <Typography>
            {t.liveNow(shortTime(live.liveAt ?? live.startedAt, locale), releaseAuthor(live, t.history.deployment))} <Chip size="small" color="success" label={t.live} />
          </Typography>
        )}
        {content && (
          <Typography>
            {t.saved(shortTime(content.savedAt, locale), content.savedBy === deploymentAuthor ? t.history.deployment : content.savedBy)} {upToDate ? t.upToDate : t.notPublished}
          </Typography>
        )}
        <PublishChecks version={content?.id} />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {mustAsk ? (
            <Button variant="contained" size="large" onClick={() => void request(null)} disabled={!content} aria-describedby="publish-note">
              {t.askForApproval}
            </Button>
          ) : (
            <Button variant="contained" size="large" onClick={publish} disabled={!content || building} aria-describedby="publish-note">
              {building ? t.publishing : t.publishSaved}
            </Button>
          )}
          <Typography id="publish-note" variant="body2" color="text.secondary">
            {mustAsk ? t.mustAskNote : t.publishNote}
          </Typography>
        </Box>
        <Box component="form" onSubmit={schedule} aria-label={t.publishLater} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            type="datetime-local"
            label={t.publishAt}
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minInlineSize: 240 }}
          />
          <Button type="submit" variant="outlined" disabled={!content}>
            {mustAsk ? t.askAtThisTime : t.schedule}
          </Button>
        </Box>
        {canSetApproval && requests && (
          <FormControlLabel
            control={<Switch checked={requests.approval} onChange={(event) => void setApproval(event.target.checked)} />}
            label={t.approvalSwitch}
          />
        )}
        <Box role="status" aria-live="polite">
          {message && <Alert severity={message.severity} sx={{ whiteSpace: 'pre-wrap' }}>{message.text}</Alert>}
        </Box>
        {watching && <PublishProgress release={watching} />}
      </Paper>
      {content && <ReviewLinks baseHash={content.hash} />}
      {requests && <PublishRequestList requests={requests.requests} canApprove={canApprove} onChanged={load} onMessage={setMessage} onPublishing={setWatching} />}
      {releases && <ReleaseHistory releases={releases.releases} liveId={releases.live} busy={building} onChanged={load} onMessage={setMessage} />}
    </Box>
  );
}
