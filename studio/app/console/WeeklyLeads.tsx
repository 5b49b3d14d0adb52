// A page's leads of each week as a row of small bars (no chart library), oldest week first, with
// the figures in words for a screen reader and in each bar's tooltip.
import Box from '@mui/material/Box';

const weekName = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function WeeklyLeads({ weeks, counts }: { weeks: string[]; counts: number[] }) {
  const most = Math.max(1, ...counts);
  const words = counts.map((count, index) => `week of ${weekName(weeks[index])}: ${count}`).join(', ');
  return (
    <Box role="img" aria-label={`Leads per week, oldest first: ${words}`} sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', blockSize: 28, minInlineSize: 96 }}>
      {counts.map((count, index) => (
        <Box
          key={weeks[index]}
          title={`Week of ${weekName(weeks[index])}: ${count} ${count === 1 ? 'lead' : 'leads'}`}
          sx={{ flex: 1, blockSize: `${Math.max(2, (count / most) * 28)}px`, bgcolor: count > 0 ? 'primary.main' : 'divider', borderRadius: '1px' }}
        />
      ))}
    </Box>
  );
}
