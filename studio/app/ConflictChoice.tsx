// One place both sides changed: its name (page, block, field), yours and theirs side by side in
// each language, and a choice between them. A language that is the same on both sides is dimmed,
// so that the difference stands out.
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { MergeConflict, Side } from '../shared/mergeSites.ts';
import { sideWords } from './mergeWords.ts';
import { useStudioLanguage, useStudioWords } from './studioWords.ts';

interface ConflictChoiceProps {
  conflict: MergeConflict;
  /** Where, in a marketer's words. */
  place: string;
  /** Whose the newer version is: "sara@nuqta.qa’s version", "The file on disk". */
  theirsLabel: string;
  choice?: Side;
  onChoose: (side: Side) => void;
}

export function ConflictChoice({ conflict, place, theirsLabel, choice, onChoose }: ConflictChoiceProps) {
  const say = useStudioWords().conflict;
  const id = `conflict-${conflict.pointer.replace(/[^\w]/g, '-')}`;
  const uiLanguage = useStudioLanguage();
  const mine = sideWords(conflict.mine, uiLanguage);
  const theirs = sideWords(conflict.theirs, uiLanguage);
  const option = (side: Side, words: { en: string; ar?: string }, other: { en: string; ar?: string }) => (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.5, border: 2, borderRadius: 1, cursor: 'pointer', borderColor: choice === side ? 'primary.main' : 'divider' }}
    >
      <Radio value={side} checked={choice === side} onChange={() => onChoose(side)} slotProps={{ input: { 'aria-label': side === 'mine' ? say.keepYours : say.keepTheirs } }} sx={{ p: 0.5 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {side === 'mine' ? say.yours : theirsLabel}
        </Typography>
        <Text language={words.ar === undefined ? undefined : 'English'} text={words.en} same={words.en === other.en} />
        {words.ar !== undefined && <Text language="Arabic" text={words.ar} same={words.ar === other.ar} />}
      </Box>
    </Box>
  );
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {place}
      </Typography>
      <RadioGroup aria-labelledby={id} sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 1.5, mt: 0.5 }}>
        {option('mine', mine, theirs)}
        {option('theirs', theirs, mine)}
      </RadioGroup>
    </Box>
  );
}

function Text({ language, text, same }: { language?: 'English' | 'Arabic'; text: string; same: boolean }) {
  const words = useStudioWords();
  return (
    <Typography variant="body2" sx={{ mt: 0.5, color: same ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere' }}>
      {language && (
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
          {language === 'Arabic' ? words.arabic : words.english}
          {same ? words.conflict.sameOnBoth : ''}
        </Box>
      )}
      <Box component="span" lang={language === 'Arabic' ? 'ar' : language === 'English' ? 'en' : undefined} dir={language === 'Arabic' ? 'rtl' : 'auto'} sx={{ display: 'block', textAlign: 'start' }}>
        {text || words.conflict.empty}
      </Box>
    </Typography>
  );
}
