// The warnings of a saved version (the site's checks, studio/shared/siteChecks.ts): on the Publish
// page, those of the version to be published; in a request's "What it changes", those of the
// version asked for. They never stop a publish (a page over its size budget does, at the publish's
// check: the warning says so ahead). "Go to the field" opens it in the editor's draft.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { SiteCheck } from '../../shared/siteChecks.ts';
import { ChecksByKind, type CheckListWords } from '../CheckReport.tsx';
import { goToFieldEvent } from '../goToField.ts';
import { pageAddress } from './useConsolePath.ts';
import { consoleApi } from './consoleApi.ts';
import { useConsoleLook } from './ConsoleLook.tsx';

/** Opens the console's editor (the studio, kept mounted) at a field of its draft. */
function goToField(pointer: string) {
  history.pushState(null, '', pageAddress('edit'));
  dispatchEvent(new PopStateEvent('popstate'));
  dispatchEvent(new CustomEvent(goToFieldEvent, { detail: pointer }));
}

/** `version`: a saved version's id (none yet: nothing shown); `title`: its heading (the version to be published's by default); `level`: its heading's, in the page's outline. */
export function PublishChecks({ version, title, level = 2 }: { version?: string; title?: string; level?: 2 | 4 }) {
  const { words, language } = useConsoleLook();
  const t = words.publish.checks;
  const listWords: CheckListWords = { language, kinds: t.kinds, countLabel: t.countLabel, english: t.english, arabic: t.arabic, goToField: t.goToField };
  const [checks, setChecks] = useState<{ version: string; checks: SiteCheck[] }>();
  const [error, setError] = useState<string>();
  const headingId = useId();
  useEffect(() => {
    if (!version) return;
    let current = true;
    consoleApi<{ version: string; checks: SiteCheck[] }>('GET', `content/checks?version=${encodeURIComponent(version)}`).then(
      (found) => current && setChecks(found),
      (failed: Error) => current && setError(failed.message),
    );
    return () => void (current = false);
  }, [version]);
  if (!version) return null;
  const shown = checks?.version === version ? checks.checks : undefined;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component={`h${level}`} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title ?? t.title}
        {shown ? t.count(shown.length) : ''}
      </Typography>
      {error ? (
        <Alert severity="error">{t.unread(error)}</Alert>
      ) : !shown ? (
        <CircularProgress size={20} aria-label={t.checking} />
      ) : shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.nothing}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t.intro}
          </Typography>
          <ChecksByKind checks={shown} words={listWords} onGo={goToField} headingLevel={level === 2 ? 3 : 5} />
        </>
      )}
    </Box>
  );
}
