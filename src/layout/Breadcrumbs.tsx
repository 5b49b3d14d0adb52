// The trail at the top of every page below the home page (Home › Services › Website Development),
// from the same steps as its BreadcrumbList (app/breadcrumbTrail.ts). Made with MUI, it hydrates
// like the footer (app/deferred.tsx); until then its prerendered links work as they are.
import { useLocation } from 'react-router-dom';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { breadcrumbTrail } from '../app/breadcrumbTrail.ts';
import { useSiteContent } from '../app/siteContent.tsx';
import { SmartLink } from '../app/SmartLink.tsx';

// One class for the whole trail: it is on every inner page, so its markup and CSS stay small.
const trailStyle = {
  // Lined up with the blocks' content below (MUI's Container at its lg width).
  maxInlineSize: 1200,
  marginInline: 'auto',
  paddingInline: { xs: 2, sm: 3 },
  paddingBlockStart: { xs: 1, md: 2 },
  fontSize: '0.875rem',
  color: 'text.secondary',
  '& a': { display: 'inline-block', paddingBlock: 1, color: 'inherit', textDecoration: 'none', '&:hover': { color: 'text.primary', textDecoration: 'underline' } },
  '& [aria-current]': { color: 'text.primary', fontWeight: 600 },
  '& .MuiBreadcrumbs-separator': { marginInline: 0.5 },
  // Points along the reading direction: to the left in Arabic.
  '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
} as const;

export function PageBreadcrumbs() {
  const { routes, ui } = useSiteContent();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(routes, pathname, ui.breadcrumb.home);
  if (!trail) return null;
  const current = trail.at(-1)!;
  return (
    <Breadcrumbs aria-label={ui.breadcrumb.label} separator={<NavigateNext fontSize="small" />} sx={trailStyle}>
      {trail.slice(0, -1).map((step) => (
        <SmartLink key={step.path} href={step.path}>
          {step.name}
        </SmartLink>
      ))}
      <span aria-current="page">{current.name}</span>
    </Breadcrumbs>
  );
}
