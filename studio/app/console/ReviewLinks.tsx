// Review links on the Publish page: share the saved content with someone who has no account (a
// manager, a client) for a few days, see what they commented on which page, and end a link.
// A link's address is shown once, when it is made: the server keeps only its hash.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import type { ReviewComment, ReviewLink } from '../../shared/review.ts';
import { consoleApi } from './consoleApi.ts';
import { useWords } from './ConsoleLook.tsx';
import type { PublishWords } from './words/publish.ts';

type ListedLink = ReviewLink & { open: boolean; comments: ReviewComment[] };

const lifetimes = [1, 3, 7, 14, 30];

function status(link: ListedLink, { review: t, qatarTime }: PublishWords): string {
  if (link.revokedAt) return t.revokedBy(link.revokedBy!, qatarTime(link.revokedAt));
  return link.open ? t.worksUntil(qatarTime(link.expiresAt)) : t.ranOut(qatarTime(link.expiresAt));
}

export function ReviewLinks({ baseHash }: { baseHash: string }) {
  const [links, setLinks] = useState<ListedLink[]>();
  const [days, setDays] = useState(7);
  const [made, setMade] = useState<string>();
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string }>();
  const words = useWords().publish;
  const t = words.review;

  const load = useCallback(async () => setLinks((await consoleApi<{ links: ListedLink[] }>('GET', 'review-links')).links), []);
  useEffect(() => void load().catch((error: Error) => setMessage({ severity: 'error', text: error.message })), [load]);

  const act = async (work: () => Promise<void>) => {
    setMessage(undefined);
    try {
      await work();
    } catch (error) {
      setMessage({ severity: 'error', text: (error as Error).message });
    }
    await load().catch(() => undefined);
  };
  const make = () =>
    act(async () => {
      const { url } = await consoleApi<{ url: string }>('POST', 'review-links', { baseHash, days });
      setMade(url);
    });
  const revoke = (link: ListedLink) =>
    act(async () => {
      await consoleApi('POST', `review-links/${link.id}/revoke`, {});
      setMessage({ severity: 'success', text: t.revoked });
    });
  const copy = (url: string) =>
    act(async () => {
      await navigator.clipboard.writeText(url);
      setMessage({ severity: 'success', text: t.copied });
    });

  return (
    <Paper component="section" aria-labelledby="review-links-title" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="review-links-title" component="h2" variant="h6">
        {t.title}
      </Typography>
      <Typography color="text.secondary">{t.intro}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select label={t.worksFor} value={days} onChange={(event) => setDays(Number(event.target.value))} sx={{ minInlineSize: 180 }}>
          {lifetimes.map((count) => (
            <MenuItem key={count} value={count}>
              {t.days(count)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void make()}>
          {t.make}
        </Button>
      </Box>
      {made && (
        <Alert severity="info" action={<Button onClick={() => void copy(made)}>{t.copy}</Button>}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t.shownOnce}
          </Typography>
          <TextField value={made} label={t.link} size="small" fullWidth slotProps={{ htmlInput: { readOnly: true, 'aria-label': t.link, dir: 'ltr' } }} onFocus={(event) => event.target.select()} />
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {message && <Alert severity={message.severity}>{message.text}</Alert>}
      </Box>
      {links && links.length === 0 && <Typography color="text.secondary">{t.none}</Typography>}
      {links && links.length > 0 && (
        <Box component="ul" aria-label={t.made} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {links.map((link) => (
            <Box component="li" key={link.id} sx={{ borderBlockStart: 1, borderColor: 'divider', pt: 1.5, display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" color={link.open ? 'success' : 'default'} label={link.open ? t.open : t.ended} />
                <Typography variant="body2">
                  {t.madeBy(link.createdBy, words.qatarTime(link.createdAt))} {status(link, words)}
                </Typography>
                {link.open && (
                  <Button size="small" color="error" onClick={() => void revoke(link)} sx={{ marginInlineStart: 'auto' }}>
                    {t.revoke}
                  </Button>
                )}
              </Box>
              {link.comments.length > 0 && (
                <Box component="ul" aria-label={t.comments} sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 1 }}>
                  {link.comments.map((comment) => (
                    <li key={comment.id}>
                      <Typography variant="body2" color="text.secondary">
                        <bdi>{comment.author ?? t.aReviewer}</bdi> {t.on} <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>{comment.path}</Box>, {words.qatarTime(comment.createdAt)}
                      </Typography>
                      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
                        {comment.text}
                      </Typography>
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
