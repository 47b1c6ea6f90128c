// A list's trash: the button in its toolbar and the dialog it opens.
export * from './TrashButton';
export * from './TrashDialog';
export * from './useTrash';
export * from './TrashFormToolbar';
export * from './noticeOf';
export * from './DeletedNotice';
export * from './TrashBulkDeleteButton';
