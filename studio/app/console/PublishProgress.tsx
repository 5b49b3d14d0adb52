// A publish's steps as they happen: validate, build, check, make live.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { stepNames, type Release } from '../../shared/releases.ts';
import { useConsoleLook } from './ConsoleLook.tsx';

/** Each step by its name (the server's stable key), in the console's words; its detail (what the tools found) in the server's English. */
export function PublishProgress({ release }: { release: Release }) {
  const { words, language } = useConsoleLook();
  const t = words.publish.steps;
  return (
    <Box component="ol" aria-label={t.list} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {stepNames.map((name) => {
        const step = release.steps.find((s) => s.name === name);
        const seconds = step?.finishedAt ? t.seconds(Math.max(1, Math.round((step.finishedAt - step.startedAt) / 1000))) : '';
        const state = step?.status ?? (release.status === 'failed' ? 'skipped' : 'waiting');
        return (
          <Box component="li" key={name} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {state === 'done' ? <CheckCircle color="success" aria-hidden="true" /> : state === 'failed' ? <ErrorOutline color="error" aria-hidden="true" /> : state === 'running' ? <CircularProgress size={20} aria-hidden="true" sx={{ m: 0.25 }} /> : <RadioButtonUnchecked color="disabled" aria-hidden="true" />}
            <Typography>
              {t.names[name]}: {state === 'done' ? t.done(seconds) : state === 'failed' ? t.failed : state === 'running' ? t.running : state === 'skipped' ? t.skipped : t.waiting}
              {step?.detail && state === 'done' && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' — '}
                  <bdi lang="en" dir={language === 'ar' ? 'ltr' : undefined}>{step.detail}</bdi>
                </Typography>
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
