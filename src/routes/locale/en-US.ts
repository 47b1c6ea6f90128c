/** Menu, breadcrumb, tab and document titles of every route. */
import type { MenuGroup } from '../../../resources/lib/menu';

export default {
  menu: {
    group: {
      dashboard: 'Dashboard',
      visualization: 'Data Visualization',
      list: 'List',
      form: 'Form',
      profile: 'Profile',
      result: 'Result',
      exception: 'Exception',
      user: 'User Center',
      sharing: 'Data sharing',
      admin: 'Administration',
      external: 'Links',
    } satisfies Record<MenuGroup | 'external', string>,
    dashboard: { workplace: 'Workplace', monitor: 'Real-time Monitor' },
    server: { dashboard: 'Dashboard (server)', workplace: 'Workplace (server)', monitor: 'Real-time Monitor (server)' },
    visualization: { dataAnalysis: 'Analysis', multiDimensionDataAnalysis: 'Multi-D Analysis' },
    list: { searchTable: 'Search Table', cardList: 'Card List' },
    form: { step: 'Step Form', group: 'Group Form' },
    profile: { basic: 'Basic Profile' },
    result: { success: 'Success', error: 'Error' },
    exception: { 403: '403', 404: '404', 500: '500' },
    user: { info: 'User Info', setting: 'User Setting' },
    website: 'MUI Design System',
    faq: 'FAQ',
  },
};
