// The warnings of a saved version (the site's checks, studio/shared/siteChecks.ts): on the Publish
// page, those of the version to be published; in a request's "What it changes", those of the
// version asked for. They never stop a publish (a page over its size budget does, at the publish's
// check: the warning says so ahead). "Go to the field" opens it in the editor's draft.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEffect, useId, useState } from 'react';
import { checkLanguage, countsByKind, type SiteCheck } from '../../shared/siteChecks.ts';
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

/** One check: where and what in the checks' own words (English), its language and "Go to the field" in the console's. */
function CheckItem({ check }: { check: SiteCheck }) {
  const id = useId();
  const { words, language: consoleLanguage } = useConsoleLook();
  const t = words.publish.checks;
  const language = checkLanguage(check);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', py: 0.75, borderBlockEnd: 1, borderColor: 'divider', '&:last-child': { borderBlockEnd: 0 } }}>
      {language && <Chip size="small" variant="outlined" label={language === 'ar' ? t.arabic : t.english} sx={{ height: 20, flexShrink: 0 }} />}
      <Typography id={id} variant="body2" lang="en" dir={consoleLanguage === 'ar' ? 'ltr' : undefined} sx={{ flex: '1 1 16rem', minWidth: 0, wordBreak: 'break-word', textAlign: 'start' }}>
        <strong>{check.where}</strong>: {check.what}
      </Typography>
      <Button size="small" variant="outlined" aria-describedby={id} onClick={() => goToField(check.pointer)} sx={{ flexShrink: 0 }}>
        {t.goToField}
      </Button>
    </Box>
  );
}

/** The checks by kind, each kind folded with its items. */
function ChecksByKind({ checks, headingLevel }: { checks: SiteCheck[]; headingLevel: 3 | 5 }) {
  const t = useConsoleLook().words.publish.checks;
  return (
    <Box>
      {countsByKind(checks).map(({ kind, count }) => (
        <Accordion key={kind} disableGutters variant="outlined" slotProps={{ heading: { component: `h${headingLevel}` }, transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', width: '100%' }}>
              <span>{t.kinds[kind]}</span>
              <Chip size="small" label={count} aria-label={t.countLabel(count)} sx={{ marginInlineStart: 'auto', marginInlineEnd: 1 }} />
            </Box>
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {checks
                .filter((check) => check.kind === kind)
                .map((check) => (
                  <CheckItem key={`${check.kind} ${check.pointer}`} check={check} />
                ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** `version`: a saved version's id (none yet: nothing shown); `title`: its heading (the version to be published's by default); `level`: its heading's, in the page's outline. */
export function PublishChecks({ version, title, level = 2 }: { version?: string; title?: string; level?: 2 | 4 }) {
  const t = useConsoleLook().words.publish.checks;
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
          <ChecksByKind checks={shown} headingLevel={level === 2 ? 3 : 5} />
        </>
      )}
    </Box>
  );
}
