import { forwardRef, type HTMLAttributes } from 'react';

/** MUI 5's TextField props that react-admin 5.15 still passes, beside the slotProps it passes too. */
const LEGACY_TEXT_FIELD_PROPS = ['InputProps', 'InputLabelProps', 'inputProps', 'FormHelperTextProps', 'SelectProps'];

/**
 * The root element of every FormControl (so of every TextField). react-admin 5.15's inputs give a
 * TextField both MUI 5's props (InputProps, InputLabelProps, inputProps…) and, for MUI ≥ 6, the same
 * content as slotProps. MUI 9 reads only slotProps and hands the rest to this <div>, where React
 * warns of unknown attributes: they are dropped here, as their content already arrives by slotProps.
 */
export const FormControlRoot = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function FormControlRoot(props, ref) {
  const rest: Record<string, unknown> = { ...props };
  for (const name of LEGACY_TEXT_FIELD_PROPS) delete rest[name];
  return <div ref={ref} {...rest} />;
});
