import { createElement } from 'react';
import type { SvgIconProps } from '@mui/material';
import type { IconName } from '../../resources/lib/icons';
import { iconOf } from './icons';

/** An icon from the registry by name (the registry's components are static). */
export function NamedIcon({ name, ...props }: { name: IconName } & SvgIconProps) {
  return createElement(iconOf(name), props);
}
