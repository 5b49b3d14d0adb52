// A page's leads of each week as a row of small bars (no chart library), oldest week first (at
// the start of the line: the left in English, the right in Arabic), with the figures in words
// for a screen reader and in each bar's tooltip.
import Box from '@mui/material/Box';
import { useWords } from './ConsoleLook.tsx';

const weekName = (day: string, locale: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function WeeklyLeads({ weeks, counts }: { weeks: string[]; counts: number[] }) {
  const { sources, shell } = useWords();
  const w = sources.weekly;
  const most = Math.max(1, ...counts);
  const words = counts.map((count, index) => w.week(weekName(weeks[index], shell.locale), count)).join(w.separator);
  return (
    <Box role="img" aria-label={w.label(words)} sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', blockSize: 28, minInlineSize: 96 }}>
      {counts.map((count, index) => (
        <Box
          key={weeks[index]}
          title={w.bar(weekName(weeks[index], shell.locale), count)}
          sx={{ flex: 1, blockSize: `${Math.max(2, (count / most) * 28)}px`, bgcolor: count > 0 ? 'primary.main' : 'divider', borderRadius: '1px' }}
        />
      ))}
    </Box>
  );
}
