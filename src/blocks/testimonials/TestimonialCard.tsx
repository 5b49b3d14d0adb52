import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TestimonialsBlock } from '../../types/site.ts';

/** "FA" for Fatima Al-Kuwari, "NR" for Dr. Noor Rahman: first and last name, titles skipped. */
export const initials = (name: string) => {
  const named = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !word.endsWith('.'));
  const words = named.length > 0 ? named : [name.trim()];
  return ((words[0][0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
};

export function TestimonialCard({ item }: { item: TestimonialsBlock['items'][number] }) {
  return (
    <Box component="figure" sx={{ margin: 0, padding: 3, borderRadius: 4, bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider' }}>
      <Typography component="blockquote" sx={{ margin: 0, marginBlockEnd: 2.5, lineHeight: 1.65 }}>
        “{item.quote}”
      </Typography>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar aria-hidden="true" sx={{ bgcolor: 'rgba(56, 189, 248, 0.18)', color: 'primary.light', fontWeight: 700, fontSize: '0.95rem' }}>
          {initials(item.name)}
        </Avatar>
        <span>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {item.name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {item.role}
          </Typography>
        </span>
      </Box>
    </Box>
  );
}
