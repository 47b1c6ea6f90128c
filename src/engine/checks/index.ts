export * from './ConflictAlert';
export * from './ConflictAlerts';
export * from './useConflicts';
