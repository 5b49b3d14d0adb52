// What a release changed, page by page and block by block, English and Arabic side by side.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { Change, ReleaseChanges } from '../../server/releases/releaseChanges.ts';
import { consoleApi } from './consoleApi.ts';

const kindLabels: Record<Change['kind'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed', moved: 'Moved' };

/** "before → after", or just the one that exists. */
function BeforeAfter({ side, lang }: { side?: { before?: string; after?: string }; lang?: 'ar' }) {
  if (!side) return null;
  return (
    <Box lang={lang} dir={lang === 'ar' ? 'rtl' : undefined}>
      {side.before !== undefined && (
        <Box component="del" sx={{ color: 'error.dark', display: 'block' }}>
          {side.before}
        </Box>
      )}
      {side.after !== undefined && (
        <Box component="ins" sx={{ color: 'success.dark', display: 'block', textDecoration: 'none' }}>
          {side.after}
        </Box>
      )}
    </Box>
  );
}

/** What `path` (releases/<id>/changes, publish-requests/<id>/changes) answers: the changes against the release before, or the live one. */
export function ReleaseChangesView({ path }: { path: string }) {
  const [changes, setChanges] = useState<ReleaseChanges>();
  const [error, setError] = useState<string>();
  useEffect(() => void consoleApi<ReleaseChanges>('GET', path).then(setChanges, (e: Error) => setError(e.message)), [path]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!changes) return <CircularProgress size={24} aria-label="Loading what changed" />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{changes.summary}</Typography>
      {changes.groups.map((group) => (
        <Box key={group.title} component="section" aria-label={group.title}>
          <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
            {group.title}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Where</TableCell>
                <TableCell>What</TableCell>
                <TableCell>English</TableCell>
                <TableCell>Arabic</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.changes.map((change, index) => (
                <TableRow key={index}>
                  <TableCell>{change.where}</TableCell>
                  <TableCell>{kindLabels[change.kind]}</TableCell>
                  <TableCell colSpan={change.value ? 2 : 1}>
                    <BeforeAfter side={change.en ?? change.value} />
                  </TableCell>
                  {!change.value && (
                    <TableCell>
                      <BeforeAfter side={change.ar} lang="ar" />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </Box>
  );
}
