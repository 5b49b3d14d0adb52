// Every problem of the draft, in the order of `npm run validate`: where it is by page, block and
// field, and what is wrong, in a marketer's words; the file's line and pointer (the very line
// `npm run validate` prints) behind Details. A problem opens its page and block. The warnings
// (what the build accepts but a visitor would find wrong) are the site's checks, CheckReport.tsx.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { StudioProblem } from '../shared/api.ts';
import type { SiteData } from '../shared/siteData.ts';
import { describeProblem } from '../shared/problemWords.ts';
import { useStudioLanguage, useStudioWords } from './studioWords.ts';

/** Without `site` (a file that is not JSON), the problems are shown as `npm run validate` words them. */
export function ProblemList({ problems, site, onOpen }: { problems: StudioProblem[]; site?: SiteData; onOpen: (where: { pointer: string }) => void }) {
  const words = useStudioWords().problems;
  const [details, setDetails] = useState(false);
  return (
    <Box component="section" aria-labelledby="problems-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id="problems-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {words.heading(problems.length)}
        </Typography>
        {problems.length > 0 && (
          <FormControlLabel control={<Switch size="small" checked={details} onChange={(event) => setDetails(event.target.checked)} />} label={words.details} />
        )}
      </Box>
      {problems.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {words.none}
        </Typography>
      ) : (
        <Alert severity="error" icon={false} sx={{ p: 0, '& .MuiAlert-message': { width: '100%', p: 0 } }}>
          <List dense disablePadding>
            {problems.map((problem, i) => (
              <li key={`${problem.pointer}-${i}`}>
                <ListItemButton onClick={() => onOpen(problem)} sx={{ display: 'block', wordBreak: 'break-word' }}>
                  <ProblemWords problem={problem} site={site} />
                  {details && (
                    <Box component="span" sx={{ display: 'block', fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>
                      {problem.report}
                    </Box>
                  )}
                </ListItemButton>
              </li>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
}

function ProblemWords({ problem, site }: { problem: StudioProblem; site?: SiteData }) {
  const uiLanguage = useStudioLanguage();
  if (!site) return <span>{problem.report}</span>;
  const { where, what } = describeProblem(problem, site, uiLanguage);
  return (
    <span>
      <strong>{where}</strong>: {what}
    </span>
  );
}
