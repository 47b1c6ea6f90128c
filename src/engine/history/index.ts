// A record's change history (its revisions) and the revert to one: the panel of the show and edit screens.
export * from './HistoryPanel';
export * from './RevisionItem';
export * from './ChangeLine';
export * from './ChangeValue';
export * from './LineDiffView';
export * from './ReferenceValue';
export * from './RevertDialog';
export * from './useRevisions';
export * from './useRevert';
export * from './useRevisionText';
export * from './revisionWords';
export * from './revertPlan';
export * from './revision';
export * from './lineDiff';
