// The layout's icons, each imported on its own to keep the first bundle small.
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
import type { LayoutIcon } from '../types/site.ts';

/** The bottom bar's icons, by the names site.json uses. */
export const bottomBarIcons: Record<LayoutIcon, typeof SvgIcon> = {
  home: HomeOutlined,
  services: DesignServicesOutlined,
  industries: BusinessOutlined,
  portfolio: WorkOutlined,
  contact: MailOutlined,
};

/** The icons of the ways to reach the company (Get Started dialog, floating button). */
export const contactIcons = {
  whatsapp: WhatsApp,
  phone: PhoneOutlined,
  email: EmailOutlined,
  ai: SmartToyOutlined,
  aiCall: SupportAgentOutlined,
};
