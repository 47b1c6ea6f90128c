// Generated screens kept live: the stream held open by the layout, a list's rows and a form's record as others change them, and who else is editing.
export * from './liveClient';
export * from './LiveStream';
export * from './LiveOnly';
export * from './useLiveEvents';
export * from './useLiveList';
export * from './LiveListChanges';
export * from './usePresence';
export * from './useChangedElsewhere';
export * from './LiveRecord';
export * from './useReaderId';
export * from './EditorsChip';
export * from './liveConnection';
