// Every release, newest first: when, who, what became of it, what changed, and the way back to
// one still kept.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Release } from '../../shared/releases.ts';
import { deploymentRelease } from '../../shared/deploymentRelease.ts';
import { consoleApi, releaseTime } from './consoleApi.ts';
import { ReleaseChangesView } from './ReleaseChangesView.tsx';
import { useWords } from './ConsoleLook.tsx';

const statusColours: Record<Release['status'], 'success' | 'default' | 'error' | 'secondary'> = { live: 'success', kept: 'default', building: 'secondary', failed: 'error', removed: 'default' };

interface ReleaseHistoryProps {
  releases: Release[];
  liveId: string;
  busy: boolean;
  onChanged: () => Promise<void>;
  onMessage: (message: { severity: 'error' | 'success'; text: string }) => void;
}

/** Who published a release: a member's address, or the deployment (its words, `deployment`). */
export const releaseAuthor = (release: Pick<Release, 'id' | 'startedBy'>, deployment: string) => (release.id === deploymentRelease ? deployment : release.startedBy);

export function ReleaseHistory({ releases, liveId, busy, onChanged, onMessage }: ReleaseHistoryProps) {
  const [open, setOpen] = useState<string>();
  const [confirming, setConfirming] = useState<Release>();
  const words = useWords();
  const t = words.publish.history;
  /** A release by its time to the second and who published it: "7 Dec, 14:28:05 · mariam@nuqta.qa" (the deployment's own, in the member's words). */
  const nameOf = (release: Release) => t.name(releaseTime(release.startedAt, words.shell.locale), releaseAuthor(release, t.deployment));
  const rollBack = async (release: Release) => {
    setConfirming(undefined);
    try {
      await consoleApi('POST', `releases/${release.id}/live`, {});
      onMessage({ severity: 'success', text: t.liveAgain(nameOf(release)) });
    } catch (error) {
      onMessage({ severity: 'error', text: (error as Error).message });
    }
    await onChanged();
  };
  return (
    <Box component="section" aria-labelledby="history-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="history-title" component="h2" variant="h6">
        {t.title}
      </Typography>
      {releases.map((release) => {
        const status = release.id === liveId ? 'live' : release.status;
        const chip = { label: t.status[status], color: statusColours[status] };
        return (
          <Paper key={release.id} variant="outlined" component="article" aria-label={t.article(nameOf(release))} sx={{ p: 2, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {nameOf(release)}
              </Typography>
              <Chip size="small" label={chip.label} color={chip.color} />
              <Box sx={{ marginInlineStart: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {release.status !== 'failed' && release.status !== 'building' && (
                  <Button size="small" aria-expanded={open === release.id} onClick={() => setOpen(open === release.id ? undefined : release.id)}>
                    {t.whatChanged}
                  </Button>
                )}
                {release.status === 'kept' && release.id !== liveId && (
                  <Button size="small" variant="outlined" disabled={busy} onClick={() => setConfirming(release)}>
                    {t.makeLiveAgain}
                  </Button>
                )}
              </Box>
            </Box>
            {release.status === 'failed' && release.error && (
              <Typography variant="body2" color="error" lang="en" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                {release.error}
              </Typography>
            )}
            {open === release.id && <ReleaseChangesView path={`releases/${release.id}/changes`} />}
          </Paper>
        );
      })}
      <Dialog open={Boolean(confirming)} onClose={() => setConfirming(undefined)} aria-labelledby="rollback-title">
        <DialogTitle id="rollback-title">{t.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming && t.confirmText(nameOf(confirming))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(undefined)}>{t.cancel}</Button>
          <Button variant="contained" onClick={() => confirming && void rollBack(confirming)}>
            {t.makeLive}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
