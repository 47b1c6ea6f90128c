/**
 * The console's build, one file per plugin, each named for what it does (docs/performance.md says
 * what each one gains). vite.config.ts lists them; vitest.config.ts takes what unit tests need too.
 */
export { apiOnlyLeftOut } from './apiOnlyLeftOut';
export { BUILD } from './buildOptions';
export { builtInsForPolyfills } from './builtInsForPolyfills';
export { compressedCopies } from './compressedCopies';
export { converterWhenExported } from './converterWhenExported';
export { declaredIcons } from './declaredIcons';
export { firstRequests } from './firstRequests';
export { intlReadyEarly } from './intlReadyEarly';
export { libraryPatchesMark } from './libraryPatchesMark';
export { preloadFirstPage } from './preloadFirstPage';
export { routerProductionBuild } from './routerProductionBuild';
export { sharedChunks } from './sharedChunks';
