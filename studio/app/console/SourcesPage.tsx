// "Where leads come from": for each page and language of the site, the visitors who started a
// form, the leads sent from there, the share of starts that became a lead, and the leads of each
// week. A table on a desk; on a phone, one card per page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SourceRow, SourcesReport } from '../../shared/leads.ts';
import { useEffect, useState } from 'react';
import { consoleApi } from './consoleApi.ts';
import { useWords } from './ConsoleLook.tsx';
import { WeeklyLeads } from './WeeklyLeads.tsx';
import type { SourcesWords } from './words/sources.ts';

const weeks = 12;
const pageName = (row: SourceRow, w: SourcesWords) => row.page ?? w.notRecorded;
const languageName = (row: SourceRow, w: SourcesWords) => (row.language ? (w.languages[row.language] ?? row.language) : '–');
/** "50 %"; a dash where no form was started. */
const shareText = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}\u00a0%`);
/** A figure's cell: at the end of the line, whichever the direction. */
const figure = { textAlign: 'end' } as const;

export function SourcesPage() {
  const w = useWords().sources;
  const [report, setReport] = useState<SourcesReport>();
  const [error, setError] = useState<string>();
  const narrow = useMediaQuery('(max-width: 600px)');
  useEffect(() => void consoleApi<SourcesReport>('GET', `leads/sources?weeks=${weeks}`).then(setReport, (failure: Error) => setError(failure.message)), []);

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5">
        {w.title}
      </Typography>
      <Typography>{w.lead(weeks)}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {report && report.rows.length === 0 && <Typography>{w.none}</Typography>}
      {report && report.rows.length > 0 && (narrow ? <SourceCards report={report} /> : <SourceTable report={report} />)}
    </Box>
  );
}

// Figures line up at the end of their column (the right in English, the left in Arabic).
function SourceTable({ report }: { report: SourcesReport }) {
  const w = useWords().sources;
  return (
    <Table size="small" aria-label={w.report}>
      <TableHead>
        <TableRow>
          <TableCell>{w.page}</TableCell>
          <TableCell>{w.language}</TableCell>
          <TableCell sx={figure}>{w.starts}</TableCell>
          <TableCell sx={figure}>{w.leads}</TableCell>
          <TableCell sx={figure}>{w.share}</TableCell>
          <TableCell>{w.perWeek}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.rows.map((row) => (
          <TableRow key={`${row.page}|${row.language}`}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{pageName(row, w)}</bdi>
            </TableCell>
            <TableCell>{languageName(row, w)}</TableCell>
            <TableCell sx={figure}>{row.starts}</TableCell>
            <TableCell sx={figure}>{row.leads}</TableCell>
            <TableCell sx={figure}>
              <bdi>{shareText(row.share)}</bdi>
            </TableCell>
            <TableCell>
              <WeeklyLeads weeks={report.weeks} counts={row.leadsByWeek} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SourceCards({ report }: { report: SourcesReport }) {
  const w = useWords().sources;
  return (
    <Box component="ul" aria-label={w.report} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {report.rows.map((row) => (
        <Paper component="li" variant="outlined" key={`${row.page}|${row.language}`} sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <bdi>{pageName(row, w)}</bdi>{' '}
            <Typography component="span" color="text.secondary">
              ({languageName(row, w)})
            </Typography>
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, '& dd': { m: 0, fontSize: '1.25rem', fontWeight: 700 } }}>
            {[
              [w.starts, row.starts],
              [w.leads, row.leads],
              [w.share, shareText(row.share)],
            ].map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <dd>
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </Box>
          <WeeklyLeads weeks={report.weeks} counts={row.leadsByWeek} />
        </Paper>
      ))}
    </Box>
  );
}
