/**
 * The icons a declaration, route or menu group may use: each name with the @mui/icons-material
 * module that draws it. A new icon is one line here: the console's map of names to components is
 * generated from this list (build/declaredIcons.ts, as `virtual:declared-icons`), and a misspelled
 * name in a declaration fails the type check. No React here.
 */
export const ICONS = {
  AdminPanelSettings: 'AdminPanelSettingsOutlined',
  Assignment: 'AssignmentOutlined',
  Block: 'BlockOutlined',
  Cancel: 'CancelOutlined',
  Cards: 'ViewModuleOutlined',
  CheckCircle: 'CheckCircleOutlined',
  Dashboard: 'DashboardOutlined',
  Dataset: 'DatasetOutlined',
  Description: 'DescriptionOutlined',
  Edit: 'EditNoteOutlined',
  Error: 'ErrorOutlineOutlined',
  Help: 'HelpOutlineOutlined',
  History: 'HistoryOutlined',
  Insights: 'InsightsOutlined',
  Key: 'VpnKeyOutlined',
  Link: 'LinkOutlined',
  List: 'ListAltOutlined',
  Mail: 'MailOutlined',
  ManageAccounts: 'ManageAccountsOutlined',
  Monitor: 'MonitorHeartOutlined',
  Outbox: 'OutboxOutlined',
  Person: 'PersonOutlined',
  Policy: 'PolicyOutlined',
  Science: 'ScienceOutlined',
  SearchOff: 'SearchOffOutlined',
  Share: 'ShareOutlined',
  Steps: 'LinearScaleOutlined',
  Table: 'TableChartOutlined',
  Tune: 'TuneOutlined',
  VerifiedUser: 'VerifiedUserOutlined',
} as const satisfies Record<string, string>;

export type IconName = keyof typeof ICONS;

/** For names read back from storage or a server, which no type check has seen. */
export const isIconName = (name: unknown): name is IconName => typeof name === 'string' && Object.hasOwn(ICONS, name);
