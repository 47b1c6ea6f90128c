/**
 * enum: its translated label (a tag with its tone's dot), or chips for a `multiple` one; filtered
 * by a select that applies on choice (several values of a `multiple` one).
 */
import { EnumChips } from '../EnumChips';
import { EnumField } from '../EnumField';
import { enumChoices } from '../labels';
import { SelectFilter } from '../SelectFilter';
import type { ListKind } from './kind';

export const enumKind: ListKind<'enum'> = {
  column: (props, f) => (f.multiple ? <EnumChips key={props.source} {...props} /> : <EnumField key={props.source} {...props} tones={f.tones} />),
  filters: (props, f, resource) => [
    <SelectFilter key={props.source} {...props} choices={enumChoices(resource, props.source, f)} emptyText="mds.list.all" multiple={f.multiple} />,
  ],
};
