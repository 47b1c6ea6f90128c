export * from './StatusIllustration';
export * from './Permission';
export * from './ErrorState';
export * from './QueryCard';
export * from './PageLoading';
export * from './avatarCornerButton';
export * from './onDemand';
export * from './onDemandComponent';
