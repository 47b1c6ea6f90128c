export * from './FileDownloadField';
export * from './FilePreview';
export * from './FileUploadInput';
export * from './useDownloadFile';
