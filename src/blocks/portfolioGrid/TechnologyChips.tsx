import Box from '@mui/material/Box';

/** The technologies of a project as small chips, in a list screen readers announce by `label`. */
export function TechnologyChips({ technologies, label }: { technologies: readonly string[]; label?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {technologies.map((technology) => (
        <Box
          component="li"
          key={technology}
          sx={{
            paddingInline: 1.25,
            paddingBlock: 0.5,
            borderRadius: 2,
            fontSize: '0.8125rem',
            fontWeight: 600,
            color: 'text.primary',
            bgcolor: 'rgba(148, 163, 184, 0.12)',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          {technology}
        </Box>
      ))}
    </Box>
  );
}
