import type { FieldDecl } from '../../resources/lib/schema';

export const fieldLabel = (resource: string, name: string) => `resources.${resource}.fields.${name}`;
export const enumLabel = (resource: string, name: string, value: string) => `resources.${resource}.enums.${name}.${value}`;
/** A text field's default as the user reads it: `defaults.<name>` in the resource's messages. */
export const defaultLabel = (resource: string, name: string) => `resources.${resource}.defaults.${name}`;

/** SelectInput choices: react-admin translates the names. */
export const enumChoices = (resource: string, name: string, f: FieldDecl) => (f.values ?? []).map((v) => ({ id: v, name: enumLabel(resource, name, v) }));
/** A workflow transition's label: `workflow.<name>` in the resource's messages. */
export const transitionLabel = (resource: string, name: string) => `resources.${resource}.workflow.${name}`;
/** A declared conflict check's label: `checks.<name>` in the resource's messages. */
export const checkLabel = (resource: string, name: string) => `resources.${resource}.checks.${name}`;
