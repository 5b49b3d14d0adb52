// The publishes still to come and the last ones decided: each with its time (Qatar's), who asked
// and who decided, its note; changeable and cancellable while open; for an approver, what it
// changes and the choice to approve it or send it back with a note.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PublishRequest } from '../../server/releases/publishRequests.ts';
import type { Release } from '../../server/releases/releaseStore.ts';
import { fromQatarInput, qatarTime, toQatarInput } from '../../shared/qatarTime.ts';
import { consoleApi, shortTime } from './consoleApi.ts';
import { PublishChecks } from './PublishChecks.tsx';
import { ReleaseChangesView } from './ReleaseChangesView.tsx';

export type ListedRequest = PublishRequest & { outdated: boolean };

const statusChips: Record<PublishRequest['status'], { label: string; color: 'success' | 'default' | 'error' | 'info' | 'primary' }> = {
  'awaiting approval': { label: 'Waiting for approval', color: 'primary' },
  'sent back': { label: 'Sent back', color: 'default' },
  scheduled: { label: 'Scheduled', color: 'info' },
  publishing: { label: 'Publishing', color: 'info' },
  published: { label: 'Published', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

const open = (request: PublishRequest) => request.status === 'awaiting approval' || request.status === 'scheduled';

/** Who decided, in the words of what they did. */
function decision(request: PublishRequest): string | undefined {
  if (!request.decidedBy || !request.decidedAt) return undefined;
  const verb = { 'sent back': 'Sent back', cancelled: 'Cancelled' }[request.status as string] ?? (request.decidedBy === request.requestedBy ? 'Scheduled' : 'Approved');
  return `${verb} by ${request.decidedBy}, ${shortTime(request.decidedAt)}.`;
}

interface PublishRequestListProps {
  requests: ListedRequest[];
  canApprove: boolean;
  onChanged: () => Promise<void>;
  onMessage: (message: { severity: 'error' | 'success'; text: string }) => void;
  /** An approval published it now: the page follows its release. */
  onPublishing: (release: Release) => void;
}

export function PublishRequestList({ requests, canApprove, onChanged, onMessage, onPublishing }: PublishRequestListProps) {
  const [changesOf, setChangesOf] = useState<string>();
  const [retiming, setRetiming] = useState<{ id: string; value: string }>();
  const [sendingBack, setSendingBack] = useState<{ id: string; note: string }>();
  const act = async (work: () => Promise<string>) => {
    try {
      onMessage({ severity: 'success', text: await work() });
    } catch (error) {
      onMessage({ severity: 'error', text: (error as Error).message });
    }
    await onChanged();
  };
  const approve = (request: PublishRequest) =>
    act(async () => {
      const approved = await consoleApi<PublishRequest & { release?: Release }>('POST', `publish-requests/${request.id}/approve`, {});
      if (approved.release) onPublishing(approved.release);
      return approved.status === 'scheduled' ? `Approved: it is published at ${qatarTime(approved.publishAt!)}.` : 'Approved: it is being published.';
    });
  const retime = (id: string, value: string) =>
    act(async () => {
      setRetiming(undefined);
      const moved = await consoleApi<PublishRequest>('PATCH', `publish-requests/${id}`, { publishAt: fromQatarInput(value) });
      return moved.status === 'awaiting approval' ? `The time is now ${qatarTime(moved.publishAt!)}; it waits for an approval again.` : `The time is now ${qatarTime(moved.publishAt!)}.`;
    });
  const sendBack = (id: string, note: string) =>
    act(async () => {
      await consoleApi('POST', `publish-requests/${id}/send-back`, { note });
      setSendingBack(undefined);
      return 'Sent back with your note.';
    });
  const cancel = (id: string) =>
    act(async () => {
      await consoleApi('POST', `publish-requests/${id}/cancel`, {});
      return 'Cancelled: it will not be published.';
    });
  if (requests.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="requests-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="requests-title" component="h2" variant="h6">
        Scheduled and asked for
      </Typography>
      {requests.map((request) => {
        const chip = statusChips[request.status];
        const when = request.publishAt ? qatarTime(request.publishAt) : 'As soon as it is approved';
        return (
          <Paper key={request.id} variant="outlined" component="article" aria-label={`Publish ${request.publishAt ? `at ${when}` : 'when approved'}, ${chip.label}`} sx={{ p: 2, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {when}
              </Typography>
              <Chip size="small" label={chip.label} color={chip.color} />
            </Box>
            <Typography variant="body2">
              Asked by {request.requestedBy}, {shortTime(request.requestedAt)}. {decision(request)}
            </Typography>
            {request.note && (
              <Typography variant="body2" color={request.status === 'failed' ? 'error' : undefined} sx={{ whiteSpace: 'pre-wrap' }}>
                {request.status === 'sent back' ? `Note: ${request.note}` : request.note}
              </Typography>
            )}
            {request.outdated && <Alert severity="warning">The content was saved again after this request, so it cannot be approved: cancel it or send it back, and ask again.</Alert>}
            {open(request) && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Button size="small" aria-expanded={changesOf === request.id} onClick={() => setChangesOf(changesOf === request.id ? undefined : request.id)}>
                  What it changes
                </Button>
                {canApprove && request.status === 'awaiting approval' && (
                  <>
                    <Button size="small" variant="contained" disabled={request.outdated} onClick={() => void approve(request)}>
                      {request.publishAt && request.publishAt > Date.now() ? 'Approve' : 'Approve and publish'}
                    </Button>
                    <Button size="small" variant="outlined" onClick={() => setSendingBack({ id: request.id, note: '' })}>
                      Send back
                    </Button>
                  </>
                )}
                {request.publishAt && (
                  <Button size="small" onClick={() => setRetiming({ id: request.id, value: toQatarInput(request.publishAt!) })}>
                    Change the time
                  </Button>
                )}
                <Button size="small" color="error" onClick={() => void cancel(request.id)}>
                  Cancel it
                </Button>
              </Box>
            )}
            {retiming?.id === request.id && (
              <Box component="form" onSubmit={(event) => (event.preventDefault(), void retime(request.id, retiming.value))} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <TextField type="datetime-local" size="small" label="New time (Qatar time)" value={retiming.value} onChange={(event) => setRetiming({ id: request.id, value: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                <Button type="submit" size="small" variant="outlined">
                  Save the time
                </Button>
              </Box>
            )}
            {changesOf === request.id && <ReleaseChangesView path={`publish-requests/${request.id}/changes`} />}
            {changesOf === request.id && <PublishChecks version={request.contentId} title="Checks of the version asked for" level={4} />}
          </Paper>
        );
      })}
      <Dialog open={Boolean(sendingBack)} onClose={() => setSendingBack(undefined)} aria-labelledby="send-back-title" fullWidth>
        <DialogTitle id="send-back-title">Send it back</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            label="What should change before it is published"
            value={sendingBack?.note ?? ''}
            onChange={(event) => setSendingBack(sendingBack && { ...sendingBack, note: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSendingBack(undefined)}>Keep it waiting</Button>
          <Button variant="contained" disabled={!sendingBack?.note.trim()} onClick={() => sendingBack && void sendBack(sendingBack.id, sendingBack.note)}>
            Send back
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
