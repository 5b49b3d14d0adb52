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
import type { SourceRow, SourcesReport } from '../../../src/server/leads/leadSources.ts';
import { useEffect, useState } from 'react';
import { consoleApi } from './consoleApi.ts';
import { WeeklyLeads } from './WeeklyLeads.tsx';

const weeks = 12;
const languageNames: Record<string, string> = { en: 'English', ar: 'Arabic' };
const pageName = (row: SourceRow) => row.page ?? 'Not recorded (older leads)';
const languageName = (row: SourceRow) => (row.language ? (languageNames[row.language] ?? row.language) : '–');
/** "50 %"; a dash where no form was started. */
const shareText = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}\u00a0%`);

export function SourcesPage() {
  const [report, setReport] = useState<SourcesReport>();
  const [error, setError] = useState<string>();
  const narrow = useMediaQuery('(max-width: 600px)');
  useEffect(() => void consoleApi<SourcesReport>('GET', `leads/sources?weeks=${weeks}`).then(setReport, (failure: Error) => setError(failure.message)), []);

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5">
        Where leads come from
      </Typography>
      <Typography>
        The last {weeks} weeks, page by page: how many visitors started a form (typed in it), how many leads were sent from there, and the share of starts that became a lead. Counted on
        our own server, without cookies. Spam is not counted.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {report && report.rows.length === 0 && <Typography>No form was started and no lead sent in these weeks yet.</Typography>}
      {report && report.rows.length > 0 && (narrow ? <SourceCards report={report} /> : <SourceTable report={report} />)}
    </Box>
  );
}

function SourceTable({ report }: { report: SourcesReport }) {
  return (
    <Table size="small" aria-label="Form starts and leads by page and language">
      <TableHead>
        <TableRow>
          <TableCell>Page</TableCell>
          <TableCell>Language</TableCell>
          <TableCell align="right">Form starts</TableCell>
          <TableCell align="right">Leads</TableCell>
          <TableCell align="right">Share</TableCell>
          <TableCell>Leads per week</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.rows.map((row) => (
          <TableRow key={`${row.page}|${row.language}`}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{pageName(row)}</TableCell>
            <TableCell>{languageName(row)}</TableCell>
            <TableCell align="right">{row.starts}</TableCell>
            <TableCell align="right">{row.leads}</TableCell>
            <TableCell align="right">{shareText(row.share)}</TableCell>
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
  return (
    <Box component="ul" aria-label="Form starts and leads by page and language" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {report.rows.map((row) => (
        <Paper component="li" variant="outlined" key={`${row.page}|${row.language}`} sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {pageName(row)} <Typography component="span" color="text.secondary">({languageName(row)})</Typography>
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, '& dd': { m: 0, fontSize: '1.25rem', fontWeight: 700 } }}>
            {[
              ['Form starts', row.starts],
              ['Leads', row.leads],
              ['Share', shareText(row.share)],
            ].map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <dd>{value}</dd>
              </div>
            ))}
          </Box>
          <WeeklyLeads weeks={report.weeks} counts={row.leadsByWeek} />
        </Paper>
      ))}
    </Box>
  );
}
