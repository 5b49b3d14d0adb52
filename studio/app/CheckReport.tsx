// The site's checks as the studio shows them (studio/shared/siteChecks.ts): the page being edited,
// then the whole site by kind, each item with where it is, what to do and "Go to the field". They
// are warnings: a save and a publish go ahead. What the validation refuses is shown once, as its
// problem (ProblemList), not again here.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { memo, useId, useMemo } from 'react';
import type { StudioProblem } from '../shared/api.ts';
import { checkText } from '../shared/checkWords.ts';
import { checkKindLabels, checkLanguage, countsByKind, type CheckKind, type SiteCheck } from '../shared/siteChecks.ts';
import { isUnder } from './problems.ts';
import { publishWords } from './console/words/publish.ts';
import { placeWordsAr } from '../shared/studioNames.ts';
import { useStudioLanguage, useStudioWords } from './studioWords.ts';

type Language = 'en' | 'ar';

/** The checks that are not already a problem of the draft (an empty text alternative is the validation's). */
export const notProblems = (checks: SiteCheck[], problems: StudioProblem[]) => checks.filter((check) => !problems.some((problem) => problem.pointer && isUnder(check.pointer, problem.pointer)));

/** Where, without the page's name when the list is the page's own: "Title (English)", "Block 4 ‘Call to action’, …". */
function placeOnPage(where: string, words: CheckListWords, pageName?: string): string {
  if (!pageName) return where;
  const separator = words.language === 'ar' ? placeWordsAr.separator : ', ';
  if (where.startsWith(`${pageName}${separator}`)) {
    const rest = where.slice(pageName.length + separator.length);
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return where.startsWith(`${pageName} (`) ? `${words.language === 'ar' ? placeWordsAr.wholePage : 'The whole page'}${where.slice(pageName.length)}` : where;
}

/** Where a check is, in the language its words are said in (a check from before the Arabic places: its English). */
const checkPlace = (check: SiteCheck, language: Language) => (language === 'ar' && check.whereAr ? check.whereAr : check.where);

/** The words a list of checks is shown with: the studio's English, or the console's in the member's language. */
export interface CheckListWords {
  /** The language the checks' messages and places are said in. */
  language: Language;
  kinds: Record<CheckKind, string>;
  countLabel: (count: number) => string;
  english: string;
  arabic: string;
  goToField: string;
}

export const studioCheckWords: CheckListWords = {
  language: 'en',
  kinds: checkKindLabels,
  countLabel: (count) => `${count} warning${count === 1 ? '' : 's'}`,
  english: 'English',
  arabic: 'Arabic',
  goToField: 'Go to the field',
};

/** One item: where, what, its language, and the button that opens its field (when there is a studio to open it in). */
function CheckItem({ check, words, onGo, pageName }: { check: SiteCheck; words: CheckListWords; onGo?: (pointer: string) => void; pageName?: string }) {
  const id = useId();
  const language = checkLanguage(check);
  const where = placeOnPage(checkPlace(check, words.language), words, pageName);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', py: 0.75, borderBlockEnd: 1, borderColor: 'divider', '&:last-child': { borderBlockEnd: 0 } }}>
      {language && <Chip size="small" variant="outlined" label={language === 'ar' ? words.arabic : words.english} sx={{ height: 20, flexShrink: 0 }} />}
      <Typography id={id} variant="body2" sx={{ flex: '1 1 16rem', minWidth: 0, wordBreak: 'break-word', textAlign: 'start' }}>
        {/* The place is named as the studio names its pages, blocks and fields, in the same language. */}
        <strong>{where}</strong>
        : {check.message ? checkText(check.message, words.language) : check.what}
      </Typography>
      {onGo && (
        <Button size="small" variant="outlined" aria-describedby={id} onClick={() => onGo(check.pointer)} sx={{ flexShrink: 0 }}>
          {words.goToField}
        </Button>
      )}
    </Box>
  );
}

/** `pageName`: the page's title as the places name it (in the words' language), when the items are all its own (their places are said without it). */
export function CheckItems({ checks, words = studioCheckWords, onGo, pageName }: { checks: SiteCheck[]; words?: CheckListWords; onGo?: (pointer: string) => void; pageName?: string }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {checks.map((check) => (
        <CheckItem key={`${check.kind} ${check.pointer}`} check={check} words={words} onGo={onGo} pageName={pageName} />
      ))}
    </Box>
  );
}

/** The whole site's checks by kind, each kind folded with its items: the studio's report and the console's Publish page. */
export function ChecksByKind({ checks, words = studioCheckWords, onGo, headingLevel = 3 }: { checks: SiteCheck[]; words?: CheckListWords; onGo?: (pointer: string) => void; headingLevel?: 3 | 4 | 5 }) {
  return (
    <Box>
      {countsByKind(checks).map(({ kind, count }) => (
        <Accordion key={kind} disableGutters variant="outlined" slotProps={{ heading: { component: `h${headingLevel}` }, transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', width: '100%' }}>
              <span>{words.kinds[kind]}</span>
              <Chip size="small" label={count} aria-label={words.countLabel(count)} sx={{ marginInlineStart: 'auto', marginInlineEnd: 1 }} />
            </Box>
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <CheckItems checks={checks.filter((check) => check.kind === kind)} words={words} onGo={onGo} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

interface CheckReportProps {
  checks: SiteCheck[];
  problems: StudioProblem[];
  /** The page being edited (its index, path, title in the language chosen and its name as the checks' places say it in each language), or none (a site-wide part). */
  page?: { index: number; path: string; title: string; name: Record<Language, string> };
  language: Language;
  onGo: (pointer: string) => void;
}

const samePage = (a: CheckReportProps['page'], b: CheckReportProps['page']) => a?.index === b?.index && a?.path === b?.path && a?.title === b?.title && a?.name.en === b?.name.en && a?.name.ar === b?.name.ar;

/** Drawn again when the checks, the problems or the page change, not at every key typed. */
export const CheckReport = memo(function CheckReport({ checks: all, problems, page, language, onGo }: CheckReportProps) {
  const words = useStudioWords().checks;
  // The checks' own words in the studio's language, as Publish shows them.
  const uiLanguage = useStudioLanguage();
  const listWords = useMemo<CheckListWords>(() => {
    const t = publishWords[uiLanguage].checks;
    return { language: uiLanguage, kinds: t.kinds, countLabel: t.countLabel, english: t.english, arabic: t.arabic, goToField: t.goToField };
  }, [uiLanguage]);
  const checks = useMemo(() => notProblems(all, problems), [all, problems]);
  const onPage = page
    ? checks
        .filter((check) => isUnder(check.pointer, `/routes/${page.index}`) || check.path === page.path)
        // In the language being edited first.
        .sort((a, b) => Number(checkLanguage(b) === language) - Number(checkLanguage(a) === language))
    : [];
  const title = page?.title || page?.path;
  return (
    <Box component="section" aria-labelledby="checks-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id="checks-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {words.heading(checks.length)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {words.lead}
        </Typography>
      </Box>
      {page && (
        <Box component="section" aria-labelledby="page-checks-heading" sx={{ border: 1, borderColor: onPage.length ? 'warning.main' : 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography id="page-checks-heading" component="h3" variant="subtitle2">
            {words.thisPage}{' '}
            <bdi lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
              {title}
            </bdi>{' '}
            {words.warnings(onPage.length)}
          </Typography>
          {onPage.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {words.nothingHere}
            </Typography>
          ) : (
            <CheckItems checks={onPage} words={listWords} onGo={onGo} pageName={page.name[uiLanguage]} />
          )}
        </Box>
      )}
      <Box component="section" aria-labelledby="site-checks-heading">
        <Typography id="site-checks-heading" component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
          {words.wholeSite(checks.length)}
        </Typography>
        {checks.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {words.nothing}
          </Typography>
        ) : (
          <ChecksByKind checks={checks} words={listWords} onGo={onGo} headingLevel={4} />
        )}
      </Box>
    </Box>
  );
}, (a, b) => a.checks === b.checks && a.problems === b.problems && a.language === b.language && samePage(a.page, b.page));
