export * from './FileDownloadField';
export * from './useDownloadFile';
