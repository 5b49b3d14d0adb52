// The icons blocks may name in site.json, each imported on its own. Only block chunks import
// this module, so the icons never weigh on the layout's bundle.
import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AllInclusiveOutlined from '@mui/icons-material/AllInclusiveOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CarRepairOutlined from '@mui/icons-material/CarRepairOutlined';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import OpenInFullOutlined from '@mui/icons-material/OpenInFullOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ThreeSixtyOutlined from '@mui/icons-material/ThreeSixtyOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { Icon } from '../../types/site.ts';

export const blockIcons: Record<Icon, typeof SvgIcon> = {
  web: LanguageOutlined,
  cloud: CloudOutlined,
  ai: SmartToyOutlined,
  crm: ContactsOutlined,
  erp: AccountTreeOutlined,
  salon: ContentCutOutlined,
  garage: CarRepairOutlined,
  projects: ViewKanbanOutlined,
  custom: TuneOutlined,
  'real-estate': HomeWorkOutlined,
  ecommerce: ShoppingCartOutlined,
  education: SchoolOutlined,
  healthcare: LocalHospitalOutlined,
  automotive: DirectionsCarOutlined,
  hospitality: HotelOutlined,
  speed: BoltOutlined,
  hosting: DnsOutlined,
  code: CodeOutlined,
  uptime: MonitorHeartOutlined,
  seo: TravelExploreOutlined,
  'all-inclusive': AllInclusiveOutlined,
  security: SecurityOutlined,
  mobile: PhoneIphoneOutlined,
  scalable: OpenInFullOutlined,
  analytics: InsightsOutlined,
  chat: ChatOutlined,
  'call-agent': SupportAgentOutlined,
  research: ManageSearchOutlined,
  support: HeadsetMicOutlined,
  listings: ListAltOutlined,
  'virtual-tour': ThreeSixtyOutlined,
  market: QueryStatsOutlined,
  design: DesignServicesOutlined,
  rocket: RocketLaunchOutlined,
  training: CastForEducationOutlined,
  finance: AccountBalanceOutlined,
  search: SearchOutlined,
  email: EmailOutlined,
  whatsapp: WhatsApp,
  phone: PhoneOutlined,
  globe: PublicOutlined,
  lightbulb: LightbulbOutlined,
  handshake: HandshakeOutlined,
  growth: TrendingUpOutlined,
};
