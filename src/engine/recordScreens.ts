// A record's screens, one chunk: asked for by the first route that shows one (screens.ts).
export { DeclaredCreate } from './DeclaredCreate';
export { DeclaredEdit } from './DeclaredEdit';
export { DeclaredShow } from './DeclaredShow';
