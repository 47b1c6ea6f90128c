export * from './DeclarationsContext';
export * from './resourceProps';
export * from './validators';
export * from './labels';
export * from './icons';
export * from './NamedIcon';
export * from './DeclaredResourceDefinitions';
export * from './BooleanInput';
