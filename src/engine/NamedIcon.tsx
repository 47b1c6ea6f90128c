import { createElement } from 'react';
import type { SvgIconProps } from '@mui/material';
import { iconOf } from './icons';

/** An icon from the registry by name (the registry's components are static). */
export function NamedIcon({ name, ...props }: { name: string } & SvgIconProps) {
  return createElement(iconOf(name), props);
}
