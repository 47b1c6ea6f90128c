import { onDemand, onDemandComponent } from '../components';

/** A record's screens (create, edit, show: forms and their inputs), one chunk, asked for by the first route or drawer that shows one. */
export const recordCode = onDemand(() => import('./recordScreens'));

export const CreateScreen = onDemandComponent(recordCode, (m) => m.DeclaredCreate);
export const EditScreen = onDemandComponent(recordCode, (m) => m.DeclaredEdit);
export const ShowScreen = onDemandComponent(recordCode, (m) => m.DeclaredShow);
