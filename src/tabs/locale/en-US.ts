export default {
  tabs: {
    label: 'Open pages',
    close: 'Close %{title}',
    menu: 'Tab actions',
    reload: 'Reload',
    closeCurrent: 'Close current tab',
    closeLeft: 'Close tabs to the left',
    closeRight: 'Close tabs to the right',
    closeOthers: 'Close other tabs',
    closeAll: 'Close all tabs',
    record: '%{title} #%{id}',
  },
};
