// The site's icon set: the names site.json may use, each imported on its own to keep bundles small.
import type SvgIcon from '@mui/material/SvgIcon';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import type { Icon } from '../types/site.ts';

export const icons: Record<Icon, typeof SvgIcon> = {
  home: HomeOutlined,
  services: DesignServicesOutlined,
  industries: BusinessOutlined,
  portfolio: WorkOutlined,
  contact: MailOutlined,
  whatsapp: WhatsApp,
  phone: PhoneOutlined,
  email: EmailOutlined,
  ai: SmartToyOutlined,
  'ai-call': SupportAgentOutlined,
};
