/** Icons by name: declarations and routes stay free of React, the console maps names to components. */
import type { SvgIconComponent } from '@mui/icons-material';
import type { IconName } from '../../resources/lib/icons';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettingsOutlined';
import Block from '@mui/icons-material/BlockOutlined';
import Cancel from '@mui/icons-material/CancelOutlined';
import Cards from '@mui/icons-material/ViewModuleOutlined';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Edit from '@mui/icons-material/EditNoteOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Help from '@mui/icons-material/HelpOutlineOutlined';
import Insights from '@mui/icons-material/InsightsOutlined';
import Link from '@mui/icons-material/LinkOutlined';
import List from '@mui/icons-material/ListAltOutlined';
import Mail from '@mui/icons-material/MailOutlined';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import Monitor from '@mui/icons-material/MonitorHeartOutlined';
import Person from '@mui/icons-material/PersonOutlined';
import Policy from '@mui/icons-material/PolicyOutlined';
import SearchOff from '@mui/icons-material/SearchOffOutlined';
import Steps from '@mui/icons-material/LinearScaleOutlined';
import Table from '@mui/icons-material/TableChartOutlined';
import History from '@mui/icons-material/HistoryOutlined';
import Science from '@mui/icons-material/ScienceOutlined';
import Tune from '@mui/icons-material/TuneOutlined';
import Key from '@mui/icons-material/VpnKeyOutlined';
import Assignment from '@mui/icons-material/AssignmentOutlined';
import Dataset from '@mui/icons-material/DatasetOutlined';
import Share from '@mui/icons-material/ShareOutlined';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import Outbox from '@mui/icons-material/OutboxOutlined';

/** One component per declared name: a missing or extra name fails the type check. */
export const icons: Record<IconName, SvgIconComponent> = {
  AdminPanelSettings,
  Assignment,
  Block,
  Cancel,
  Cards,
  CheckCircle,
  Dashboard,
  Dataset,
  Description,
  Edit,
  Error: ErrorIcon,
  Help,
  History,
  Insights,
  Key,
  Link,
  List,
  Mail,
  ManageAccounts,
  Monitor,
  Outbox,
  Person,
  Policy,
  Science,
  SearchOff,
  Share,
  Steps,
  Table,
  Tune,
  VerifiedUser,
};

export const iconOf = (name: IconName): SvgIconComponent => icons[name];
