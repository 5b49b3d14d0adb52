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
import type { PublishRequest } from '../../shared/releases.ts';
import type { Release } from '../../shared/releases.ts';
import { fromQatarInput, toQatarInput } from '../../shared/qatarTime.ts';
import { consoleApi, shortTime } from './consoleApi.ts';
import { PublishChecks } from './PublishChecks.tsx';
import { ReleaseChangesView } from './ReleaseChangesView.tsx';
import { useWords } from './ConsoleLook.tsx';
import type { ConsoleWords } from './consoleWords.ts';

export type ListedRequest = PublishRequest & { outdated: boolean };

// MUI’s info blue under white text is short of 4.5:1: the theme’s secondary instead.
const statusColours: Record<PublishRequest['status'], 'success' | 'default' | 'error' | 'secondary' | 'primary'> = {
  'awaiting approval': 'primary',
  'sent back': 'default',
  scheduled: 'secondary',
  publishing: 'secondary',
  published: 'success',
  failed: 'error',
  cancelled: 'default',
};

const open = (request: PublishRequest) => request.status === 'awaiting approval' || request.status === 'scheduled';

/** Who decided, in the words of what they did. */
function decision(request: PublishRequest, words: ConsoleWords): string | undefined {
  if (!request.decidedBy || !request.decidedAt) return undefined;
  const { decided, decidedBy } = words.publish.requests;
  const verb = { 'sent back': decided.sentBack, cancelled: decided.cancelled }[request.status as string] ?? (request.decidedBy === request.requestedBy ? decided.scheduled : decided.approved);
  return decidedBy(verb, request.decidedBy, shortTime(request.decidedAt, words.shell.locale));
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
  const words = useWords();
  const t = words.publish.requests;
  const { qatarTime } = words.publish;
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
      return approved.status === 'scheduled' ? t.approvedAt(qatarTime(approved.publishAt!)) : t.approvedNow;
    });
  const retime = (id: string, value: string) =>
    act(async () => {
      setRetiming(undefined);
      const moved = await consoleApi<PublishRequest>('PATCH', `publish-requests/${id}`, { publishAt: fromQatarInput(value) });
      return moved.status === 'awaiting approval' ? t.movedAgain(qatarTime(moved.publishAt!)) : t.moved(qatarTime(moved.publishAt!));
    });
  const sendBack = (id: string, note: string) =>
    act(async () => {
      await consoleApi('POST', `publish-requests/${id}/send-back`, { note });
      setSendingBack(undefined);
      return t.sentBack;
    });
  const cancel = (id: string) =>
    act(async () => {
      await consoleApi('POST', `publish-requests/${id}/cancel`, {});
      return t.cancelled;
    });
  if (requests.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="requests-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="requests-title" component="h2" variant="h6">
        {t.title}
      </Typography>
      {requests.map((request) => {
        const chip = { label: t.status[request.status], color: statusColours[request.status] };
        const when = request.publishAt ? qatarTime(request.publishAt) : t.whenApproved;
        return (
          <Paper key={request.id} variant="outlined" component="article" aria-label={request.publishAt ? t.articleAt(when, chip.label) : t.articleWhenApproved(chip.label)} sx={{ p: 2, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {when}
              </Typography>
              <Chip size="small" label={chip.label} color={chip.color} />
            </Box>
            <Typography variant="body2">
              {t.askedBy(request.requestedBy, shortTime(request.requestedAt, words.shell.locale))} {decision(request, words)}
            </Typography>
            {request.note && (
              <Typography variant="body2" color={request.status === 'failed' ? 'error' : undefined} sx={{ whiteSpace: 'pre-wrap' }}>
                {request.status === 'sent back' ? t.note(request.note) : request.note}
              </Typography>
            )}
            {request.outdated && <Alert severity="warning">{t.outdated}</Alert>}
            {open(request) && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Button size="small" aria-expanded={changesOf === request.id} onClick={() => setChangesOf(changesOf === request.id ? undefined : request.id)}>
                  {t.whatItChanges}
                </Button>
                {canApprove && request.status === 'awaiting approval' && (
                  <>
                    <Button size="small" variant="contained" disabled={request.outdated} onClick={() => void approve(request)}>
                      {request.publishAt && request.publishAt > Date.now() ? t.approve : t.approveAndPublish}
                    </Button>
                    <Button size="small" variant="outlined" onClick={() => setSendingBack({ id: request.id, note: '' })}>
                      {t.sendBack}
                    </Button>
                  </>
                )}
                {request.publishAt && (
                  <Button size="small" onClick={() => setRetiming({ id: request.id, value: toQatarInput(request.publishAt!) })}>
                    {t.changeTime}
                  </Button>
                )}
                <Button size="small" color="error" onClick={() => void cancel(request.id)}>
                  {t.cancel}
                </Button>
              </Box>
            )}
            {retiming?.id === request.id && (
              <Box component="form" onSubmit={(event) => (event.preventDefault(), void retime(request.id, retiming.value))} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <TextField type="datetime-local" size="small" label={t.newTime} value={retiming.value} onChange={(event) => setRetiming({ id: request.id, value: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                <Button type="submit" size="small" variant="outlined">
                  {t.saveTime}
                </Button>
              </Box>
            )}
            {changesOf === request.id && <ReleaseChangesView path={`publish-requests/${request.id}/changes`} />}
            {changesOf === request.id && <PublishChecks version={request.contentId} title={t.checksTitle} level={4} />}
          </Paper>
        );
      })}
      <Dialog open={Boolean(sendingBack)} onClose={() => setSendingBack(undefined)} aria-labelledby="send-back-title" fullWidth>
        <DialogTitle id="send-back-title">{t.sendBackTitle}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            label={t.sendBackNote}
            value={sendingBack?.note ?? ''}
            onChange={(event) => setSendingBack(sendingBack && { ...sendingBack, note: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSendingBack(undefined)}>{t.keepWaiting}</Button>
          <Button variant="contained" disabled={!sendingBack?.note.trim()} onClick={() => sendingBack && void sendBack(sendingBack.id, sendingBack.note)}>
            {t.sendBack}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
