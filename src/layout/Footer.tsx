import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import { useSiteContent } from '../app/siteContent.tsx';
import { SmartLink } from '../app/SmartLink.tsx';
import { mailtoHref, telHref } from './contactLinks.ts';
import { Logo } from './Header.tsx';

const socialIcons = { facebook: Facebook, instagram: Instagram, linkedin: LinkedIn, x: X };

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" sx={{ fontSize: '0.875rem', fontWeight: 750, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary', marginBlockEnd: 2 }}>
      {children}
    </Typography>
  );
}

export function Footer() {
  const { layout, site } = useSiteContent();
  const { footer } = layout;
  return (
    <Box component="footer" sx={{ borderBlockStart: '1px solid', borderColor: 'divider', bgcolor: 'rgba(17, 26, 46, 0.5)', paddingBlock: { xs: 6, md: 8 } }}>
      <Container>
        <Grid container spacing={{ xs: 5, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Logo />
            <Typography color="text.secondary" sx={{ marginBlock: 2, maxInlineSize: 420 }}>
              {site.description}
            </Typography>
            <Heading>{footer.socialHeading}</Heading>
            <Box sx={{ display: 'flex', gap: 1 }}>
              {site.social.map((profile) => {
                const Icon = socialIcons[profile.network];
                return (
                  <IconButton key={profile.href} component="a" href={profile.href} target="_blank" rel="noopener noreferrer" aria-label={profile.label} sx={{ border: '1px solid', borderColor: 'divider', inlineSize: 44, blockSize: 44 }}>
                    <Icon />
                  </IconButton>
                );
              })}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }} component="nav" aria-label={footer.navLabel}>
            <Heading>{footer.linksHeading}</Heading>
            <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 1 }}>
              {footer.links.map((link) => (
                <li key={link.href}>
                  <Link component={SmartLink} href={link.href} color="text.primary" sx={{ display: 'inline-block', paddingBlock: 0.5 }}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Heading>{footer.contactHeading}</Heading>
            <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.5 }}>
              <Link href={mailtoHref(site.email)} color="text.primary">
                {site.email}
              </Link>
              <Link href={telHref(site.phone)} color="text.primary" dir="ltr" sx={{ justifySelf: 'start' }}>
                {site.phone}
              </Link>
              <Typography>{site.location}</Typography>
              <Typography color="text.secondary">{site.hours}</Typography>
            </Box>
          </Grid>
        </Grid>
        <Typography
          variant="body2"
          color="text.secondary"
          // On phones the floating contact button sits over the line's end: wrap before it.
          sx={{ borderBlockStart: '1px solid', borderColor: 'divider', marginBlockStart: 6, paddingBlockStart: 3, paddingInlineEnd: { xs: '72px', md: 0 } }}
        >
          © {site.legalName}. {footer.rightsReserved}
        </Typography>
      </Container>
    </Box>
  );
}
