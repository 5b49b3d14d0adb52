// The four ways to reach the company, filled from the site facts so that a number or an address
// is written once, in site.json's "site".
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useSiteContent } from '../../app/siteContent.tsx';
import { mailtoHref, telHref } from '../../layout/contactLinks.ts';
import type { BlockDataOf } from '../blockData.ts';
import { Section } from '../shared/Section.tsx';
import { InfoCard } from './InfoCard.tsx';

const linkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: 44,
  fontWeight: 650,
} as const;

export default function ContactInfoBlock({ block }: { block: BlockDataOf<'contactInfo'> }) {
  const { site } = useSiteContent();
  const labelTag = block.heading ? 'h3' : 'h2';
  const cards = (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      <InfoCard icon={EmailOutlined} accent="sky" label={block.emailLabel} labelTag={labelTag}>
        <Link href={mailtoHref(site.email)} sx={linkSx}>
          {site.email}
        </Link>
      </InfoCard>
      <InfoCard icon={PhoneOutlined} accent="emerald" label={block.phoneLabel} labelTag={labelTag}>
        <Link href={telHref(site.phone)} dir="ltr" sx={linkSx}>
          {site.phone}
        </Link>
      </InfoCard>
      <InfoCard icon={LocationOnOutlined} accent="violet" label={block.addressLabel} labelTag={labelTag}>
        <Typography sx={{ fontSize: 'inherit' }}>{site.location}</Typography>
      </InfoCard>
      <InfoCard icon={ScheduleOutlined} accent="amber" label={block.hoursLabel} labelTag={labelTag}>
        <Typography sx={{ fontSize: 'inherit' }}>{site.hours}</Typography>
      </InfoCard>
    </Box>
  );
  return (
    <Section id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      {cards}
    </Section>
  );
}
