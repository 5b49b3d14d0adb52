import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Result } from '../../types/site.ts';

/** Results in figures ("50%" over "more leads") as a row of tiles, `columns` wide from tablets up. */
export function ResultFigures({ results, columns }: { results: Result[]; columns: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}>
      {results.map((result) => (
        <Box
          component="li"
          key={result.label}
          sx={{ textAlign: 'center', padding: 3, borderRadius: 4, border: '1px solid rgba(56, 189, 248, 0.35)', background: 'linear-gradient(135deg, rgba(56, 189, 248, 0.12), rgba(167, 139, 250, 0.12))' }}
        >
          <Typography component="span" sx={{ display: 'block', fontSize: { xs: '2.25rem', md: '2.75rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}>
            {result.value}
          </Typography>
          <Typography component="span" sx={{ display: 'block', marginBlockStart: 0.5 }}>
            {result.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
