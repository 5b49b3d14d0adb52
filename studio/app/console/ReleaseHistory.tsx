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
import type { Release } from '../../server/releases/releaseStore.ts';
import { consoleApi, releaseTime } from './consoleApi.ts';
import { ReleaseChangesView } from './ReleaseChangesView.tsx';

const statusChips: Record<Release['status'], { label: string; color: 'success' | 'default' | 'error' | 'info' }> = {
  live: { label: 'Live', color: 'success' },
  kept: { label: 'Kept', color: 'default' },
  building: { label: 'Publishing', color: 'info' },
  failed: { label: 'Failed', color: 'error' },
  removed: { label: 'No longer kept', color: 'default' },
};

interface ReleaseHistoryProps {
  releases: Release[];
  liveId: string;
  busy: boolean;
  onChanged: () => Promise<void>;
  onMessage: (message: { severity: 'error' | 'success'; text: string }) => void;
}

export function ReleaseHistory({ releases, liveId, busy, onChanged, onMessage }: ReleaseHistoryProps) {
  const [open, setOpen] = useState<string>();
  const [confirming, setConfirming] = useState<Release>();
  const rollBack = async (release: Release) => {
    setConfirming(undefined);
    try {
      await consoleApi('POST', `releases/${release.id}/live`, {});
      onMessage({ severity: 'success', text: `The release of ${releaseTime(release.startedAt)} is live again.` });
    } catch (error) {
      onMessage({ severity: 'error', text: (error as Error).message });
    }
    await onChanged();
  };
  return (
    <Box component="section" aria-labelledby="history-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="history-title" component="h2" variant="h6">
        History
      </Typography>
      {releases.map((release) => {
        const chip = statusChips[release.id === liveId ? 'live' : release.status];
        return (
          <Paper key={release.id} variant="outlined" component="article" aria-label={`Release of ${releaseTime(release.startedAt)}`} sx={{ p: 2, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {releaseTime(release.startedAt)}
              </Typography>
              <Typography>by {release.startedBy}</Typography>
              <Chip size="small" label={chip.label} color={chip.color} />
              <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
                {release.status !== 'failed' && release.status !== 'building' && (
                  <Button size="small" aria-expanded={open === release.id} onClick={() => setOpen(open === release.id ? undefined : release.id)}>
                    What changed
                  </Button>
                )}
                {release.status === 'kept' && release.id !== liveId && (
                  <Button size="small" variant="outlined" disabled={busy} onClick={() => setConfirming(release)}>
                    Make live again
                  </Button>
                )}
              </Box>
            </Box>
            {release.status === 'failed' && release.error && (
              <Typography variant="body2" color="error" sx={{ whiteSpace: 'pre-wrap' }}>
                {release.error}
              </Typography>
            )}
            {open === release.id && <ReleaseChangesView path={`releases/${release.id}/changes`} />}
          </Paper>
        );
      })}
      <Dialog open={Boolean(confirming)} onClose={() => setConfirming(undefined)} aria-labelledby="rollback-title">
        <DialogTitle id="rollback-title">Make this release live again?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The site goes back to the release of {confirming && releaseTime(confirming.startedAt)} at once; visitors see it on their next page view. The saved content stays as it is, so a later publish brings today’s changes back.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(undefined)}>Cancel</Button>
          <Button variant="contained" onClick={() => confirming && void rollBack(confirming)}>
            Make it live
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
