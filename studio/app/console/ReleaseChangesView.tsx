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
import type { ChangeGroup, ReleaseChanges } from '../../shared/releases.ts';
import { consoleApi } from './consoleApi.ts';
import { useConsoleLook } from './ConsoleLook.tsx';
import type { PublishWords } from './words/publish.ts';

/** A group's title in the console's words, from its page or part (the server's English title otherwise). */
const groupTitle = (group: ChangeGroup, t: PublishWords['changes']) => (group.page ? t.page(group.page.path, group.page.title) : (group.part && t.parts[group.part]) || group.title);

/** "3 changes on 2 pages", counted from the groups. */
function summaryOf(changes: ReleaseChanges, t: PublishWords['changes']) {
  if (changes.first) return t.first;
  const count = changes.groups.reduce((sum, group) => sum + group.changes.length, 0);
  const pages = changes.groups.filter((group) => group.page).length;
  return count === 0 ? t.none : t.summary(count, pages, changes.groups.length - pages);
}

/** "before → after", or just the one that exists. */
function BeforeAfter({ side, lang }: { side?: { before?: string; after?: string }; lang?: 'ar' | 'en' }) {
  if (!side) return null;
  return (
    <Box lang={lang} dir={lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : undefined}>
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
  const { words, language } = useConsoleLook();
  const t = words.publish.changes;
  /** The places ("Hero › Heading") are the server's, in English. */
  const english = language === 'ar' ? ({ lang: 'en', dir: 'ltr' } as const) : {};
  const [changes, setChanges] = useState<ReleaseChanges>();
  const [error, setError] = useState<string>();
  useEffect(() => void consoleApi<ReleaseChanges>('GET', path).then(setChanges, (e: Error) => setError(e.message)), [path]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!changes) return <CircularProgress size={24} aria-label={t.loading} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{summaryOf(changes, t)}</Typography>
      {changes.groups.map((group) => (
        <Box key={group.title} component="section" aria-label={groupTitle(group, t)}>
          <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
            {groupTitle(group, t)}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.where}</TableCell>
                <TableCell>{t.what}</TableCell>
                <TableCell>{t.english}</TableCell>
                <TableCell>{t.arabic}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.changes.map((change, index) => (
                <TableRow key={index}>
                  <TableCell>
                    <Box component="span" {...english}>
                      {change.where}
                    </Box>
                  </TableCell>
                  <TableCell>{t.kinds[change.kind]}</TableCell>
                  <TableCell colSpan={change.value ? 2 : 1}>
                    <BeforeAfter side={change.en ?? change.value} lang={change.en ? 'en' : undefined} />
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
