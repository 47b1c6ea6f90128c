export * from './errors';
export * from './http';
export * from './translate';
export * from './dataProvider';
export * from './workflow';
export * from './files';
export * from './versions';
export * from './conflicts';
