/** The layout: navbar, menu, breadcrumbs, footer. */
export default {
  layout: {
    menu: 'Main menu',
    waiting: '%{count} waiting',
    openMenu: 'Open menu',
    collapseMenu: 'Collapse menu',
    expandMenu: 'Expand menu',
    theme: { toLight: 'Switch to light mode', toDark: 'Switch to dark mode' },
    screen: { toFull: 'Full screen', toExit: 'Exit full screen' },
    settings: 'Settings',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    footer: 'MDS Console · Medical Data Services',
    missingCode: {
      title: 'This page could not be loaded',
      text: 'A new version of the console may have been released, or the network was interrupted. Reload to continue.',
      part: 'Part of the console could not be downloaded: a new version may have been released, or the network was interrupted. Reload to continue.',
      reload: 'Reload',
    },
    user: {
      menu: 'Account',
      switchRoles: 'Switch roles',
      switchedTo: 'Now viewing as %{role}',
      userCenter: 'User center',
      userSettings: 'User settings',
      logout: 'Logout',
      role: { admin: 'Administrator', user: 'User' },
    },
  },
};
