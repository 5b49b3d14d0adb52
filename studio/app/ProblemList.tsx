// Every problem of the draft, in the words and order of `npm run validate`; a problem inside a
// route opens that route (and block).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { StudioProblem } from '../shared/api.ts';

export function ProblemList({ problems, onOpen }: { problems: StudioProblem[]; onOpen: (problem: StudioProblem) => void }) {
  return (
    <Box component="section" aria-labelledby="problems-heading">
      <Typography id="problems-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Problems ({problems.length})
      </Typography>
      {problems.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None: the draft passes `npm run validate`.
        </Typography>
      ) : (
        <Alert severity="error" icon={false} sx={{ p: 0, '& .MuiAlert-message': { width: '100%', p: 0 } }}>
          <List dense disablePadding>
            {problems.map((problem, i) => (
              <li key={`${problem.pointer}-${i}`}>
                <ListItemButton onClick={() => onOpen(problem)} sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-word' }}>
                  {problem.report}
                </ListItemButton>
              </li>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
}
