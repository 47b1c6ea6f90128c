export * from './FileChoiceInput';
export * from './FileDownloadField';
export * from './useDownloadFile';
