export * from './ConflictAlert';
export * from './ConflictAlerts';
export * from './FormConflictAlerts';
export * from './RequirementAlert';
export * from './useCheckFindings';
export * from './useRequirementLines';
