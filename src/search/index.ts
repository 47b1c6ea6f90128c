// The console's search: ⌘K / Ctrl+K opens a palette of pages and records.
export * from './SearchShortcut';
export * from './SearchPalette';
export * from './useSearchItems';
