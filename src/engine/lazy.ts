/**
 * The engine's lazy seams, in one place: each part here is a chunk of its own, asked for by the first
 * screen, form or button that needs it, so a page pays only for what it shows. build/sharedChunks.ts
 * gathers the list's and a record's screens (DeclaredList.tsx, recordScreens.ts) by these modules.
 */
import { onDemand, onDemandComponent } from '../components';
import { lazyPart } from '../components/lazyPart';
import { lazyInput } from './LoadingInput';

/**
 * The generated list, one chunk with the first route that shows one, not with the console: a page
 * without a list (the workplace) loads none of it (screens.ts asks for it as the URL changes).
 */
export const listCode = onDemand(() => import('./DeclaredList'));
export const ListScreen = onDemandComponent(listCode, (m) => m.DeclaredList);

/** A record's screens (create, edit, show: forms and their inputs), one chunk, asked for by the first route or drawer that shows one. */
export const recordCode = onDemand(() => import('./recordScreens'));
export const CreateScreen = onDemandComponent(recordCode, (m) => m.DeclaredCreate);
export const EditScreen = onDemandComponent(recordCode, (m) => m.DeclaredEdit);
export const ShowScreen = onDemandComponent(recordCode, (m) => m.DeclaredShow);

/** The input of a reference field (one record, or several for a `multiple` one), chosen by the referenced records' label. */
export const ReferenceChoiceInput = lazyInput(() => import('./ReferenceChoices'));

/** The input of a `file` field: its drop zone once loaded, a disabled stand-in holding the field meanwhile. */
export const FileChoiceInput = lazyInput(() => import('./files/FileUploadInput'));

/** A list's CSV import dialog, with the CSV reader (ImportButton.tsx). */
export const importDialog = lazyPart(() => import('./ImportDialog').then((m) => m.ImportDialog));

/** A list's bulk transition (BulkActions.tsx): its confirmation and the calls it makes. */
export const bulkTransitionButton = lazyPart(() => import('./bulk').then((m) => m.BulkTransitionButton));

/** A list's open "Views" menu: the saved views and what to do with them (views/ViewsMenu.tsx). */
export const viewsList = lazyPart(() => import('./views/ViewsList').then((m) => m.ViewsList));

/** A list's dialog saving its filters and sort as a named view (views/ViewsMenu.tsx). */
export const saveViewDialog = lazyPart(() => import('./views/SaveViewDialog').then((m) => m.SaveViewDialog));

/** A list's trash: what was deleted, restored or purged (trash/TrashButton.tsx). */
export const trashDialog = lazyPart(() => import('./trash/TrashDialog').then((m) => m.TrashDialog));
