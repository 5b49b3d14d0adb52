// A publish's steps as they happen: validate, build, check, make live.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { Release, StepName } from '../../server/releases/releaseStore.ts';

const stepLabels: Record<StepName, string> = {
  validate: 'Check the content',
  build: 'Build the pages',
  check: 'Check every link and page size',
  switch: 'Make it live',
};

export function PublishProgress({ release }: { release: Release }) {
  return (
    <Box component="ol" aria-label="Publishing steps" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {(Object.keys(stepLabels) as StepName[]).map((name) => {
        const step = release.steps.find((s) => s.name === name);
        const seconds = step?.finishedAt ? ` (${Math.max(1, Math.round((step.finishedAt - step.startedAt) / 1000))} s)` : '';
        const state = step?.status ?? (release.status === 'failed' ? 'skipped' : 'waiting');
        return (
          <Box component="li" key={name} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {state === 'done' ? <CheckCircle color="success" aria-hidden="true" /> : state === 'failed' ? <ErrorOutline color="error" aria-hidden="true" /> : state === 'running' ? <CircularProgress size={20} aria-hidden="true" sx={{ m: 0.25 }} /> : <RadioButtonUnchecked color="disabled" aria-hidden="true" />}
            <Typography>
              {stepLabels[name]}: {state === 'done' ? `done${seconds}` : state === 'failed' ? 'failed' : state === 'running' ? 'running…' : state === 'skipped' ? 'not run' : 'waiting'}
              {step?.detail && state === 'done' && <Typography component="span" variant="body2" color="text.secondary">{` — ${step.detail}`}</Typography>}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
