/** The navbar message box. */
export default {
  messageBox: {
    title: 'Messages',
    unread: '%{count} unread',
    tabs: { message: 'Message', notice: 'Notice', todo: 'Todo' },
    tabWithCount: '%{label} (%{count})',
    empty: 'Empty',
    emptyHint: 'Clear this tab from the box (the messages stay under View more)',
    allRead: 'All read',
    viewMore: 'View more',
    noContent: 'No content',
    unreadItem: 'Unread, select to mark as read',
    unreadLink: 'Unread, select to open',
    loadFailed: 'The messages could not be loaded.',
    retry: 'Retry',
    states: { notStarted: 'Not started', opened: 'Opened', inProgress: 'In progress', expiring: 'About to expire' },
  },
};
