// A write refused because someone else changed the record first: the dialog on the record's screens.
export * from './RecordConflicts';
export * from './ConflictDialog';
export * from './conflictRows';
export * from './useConflictChoices';
export * from './useRecordConflict';
