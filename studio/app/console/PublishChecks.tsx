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
import { ChecksByKind } from '../CheckReport.tsx';
import { goToFieldEvent } from '../goToField.ts';
import { pageAddress } from './useConsolePath.ts';
import { consoleApi } from './consoleApi.ts';

/** Opens the console's editor (the studio, kept mounted) at a field of its draft. */
function goToField(pointer: string) {
  history.pushState(null, '', pageAddress('edit'));
  dispatchEvent(new PopStateEvent('popstate'));
  dispatchEvent(new CustomEvent(goToFieldEvent, { detail: pointer }));
}

/** `version`: a saved version's id (none yet: nothing shown); `level`: its heading's, in the page's outline. */
export function PublishChecks({ version, title = 'Checks of the version to be published', level = 2 }: { version?: string; title?: string; level?: 2 | 4 }) {
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
        {title}
        {shown ? ` (${shown.length} warning${shown.length === 1 ? '' : 's'})` : ''}
      </Typography>
      {error ? (
        <Alert severity="error">The checks could not be read: {error}</Alert>
      ) : !shown ? (
        <CircularProgress size={20} aria-label="Checking the version" />
      ) : shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing to check: no warning.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            What visitors, screen readers and search engines would find wrong. Warnings do not stop the publish.
          </Typography>
          <ChecksByKind checks={shown} onGo={goToField} headingLevel={level === 2 ? 3 : 5} />
        </>
      )}
    </Box>
  );
}
