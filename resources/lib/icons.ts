/**
 * The icon names a declaration, route or menu group may use. The console maps each to a component
 * (src/engine/icons.ts, typed by this list, so a name without a component fails the type check and
 * so does a misspelled name in a declaration). No React here.
 */
export const ICON_NAMES = [
  'AdminPanelSettings',
  'Assignment',
  'Block',
  'Cancel',
  'Cards',
  'CheckCircle',
  'Dashboard',
  'Dataset',
  'Description',
  'Edit',
  'Error',
  'Help',
  'History',
  'Insights',
  'Key',
  'Link',
  'List',
  'Mail',
  'Outbox',
  'ManageAccounts',
  'Monitor',
  'Person',
  'Policy',
  'Science',
  'SearchOff',
  'Share',
  'Steps',
  'Table',
  'Tune',
  'VerifiedUser',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** For names read back from storage or a server, which no type check has seen. */
export const isIconName = (name: unknown): name is IconName => (ICON_NAMES as readonly unknown[]).includes(name);
