import Box from '@mui/material/Box';

/** The project's key figures as labelled tiles: [label, value] pairs. */
export function ProjectStats({ items }: { items: Array<[string, string]> }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gap: { xs: 1.5, sm: 2.5 }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', margin: 0, marginBlockStart: { xs: 5, md: 8 } }}
    >
      {items.map(([label, value]) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            textAlign: 'center',
            paddingBlock: { xs: 2, md: 3 },
            paddingInline: 1,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: { xs: '0.875rem', md: '1rem' } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ margin: 0, fontSize: { xs: '1.375rem', md: '2.25rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.15 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
