/**
 * Icons by name: declarations and routes stay free of React, the console maps names to components.
 * The map is generated from resources/lib/icons.ts (build/declaredIcons.ts): one component per name.
 */
import type * as MuiIcons from '@mui/icons-material';
import type { SvgIconComponent } from '@mui/icons-material';
import { icons } from 'virtual:declared-icons';
import type { ICONS, IconName } from '../../resources/lib/icons';

/** Each name's module is one @mui/icons-material has: a misspelled one fails the type check here. */
export type IconModule<M extends keyof typeof MuiIcons = (typeof ICONS)[IconName]> = M;

export { icons };

export const iconOf = (name: IconName): SvgIconComponent => icons[name];
