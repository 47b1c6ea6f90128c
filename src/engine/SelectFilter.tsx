import { memo, type ChangeEvent } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useEvent, useListContext, useTranslate } from 'react-admin';
import { useChangeList, usePrefetchList } from './listPrefetch';
import { useListUrlState } from './listState/useListUrlState';

interface SelectFilterProps {
  source: string;
  /** Translation keys. */
  label: string;
  choices: readonly { id: string; name: string }[];
  emptyText: string;
  /** Several choices at once (a `multiple` field): records holding any of them. */
  multiple?: boolean;
  /** Read by react-admin's filter form (shown without the filter button). */
  alwaysOn?: boolean;
  /** Given by react-admin's filter form. */
  size?: 'small' | 'medium';
}

interface SelectFieldProps extends Omit<SelectFilterProps, 'alwaysOn'> {
  value: string | string[];
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onOpen: () => void;
}

/** The select itself: renders again only when its value (or locale) changes. */
const SelectField = memo(function SelectField({ source, label, choices, emptyText, multiple, size, value, onChange, onOpen }: SelectFieldProps) {
  const translate = useTranslate();
  const labelOf = (id: string) => translate(choices.find((c) => c.id === id)?.name ?? id);
  // Nothing chosen of several is "all": the empty choice is offered only for one value.
  const select = multiple ? { onOpen, multiple, renderValue: (chosen: unknown) => (chosen as string[]).map(labelOf).join(', ') } : { onOpen };
  return (
    <TextField select name={source} size={size} label={translate(label)} value={value} onChange={onChange} slotProps={{ select }} sx={{ minWidth: 160 }}>
      {!multiple && <MenuItem value="">{translate(emptyText)}</MenuItem>}
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {translate(c.name)}
        </MenuItem>
      ))}
    </TextField>
  );
});

/**
 * A list filter select that applies on choice, straight to the URL (back to page 1). Not an input
 * of react-admin's filter form: that form debounces every change (for typing), navigates a tick
 * after the select has closed, renders itself on each change and then applies the same filter
 * again; a choice is complete (select filters change the rows in under 100 ms). The
 * form still keeps the value when another filter changes (it merges the list's filters).
 */
export function SelectFilter({ alwaysOn: _alwaysOn, ...given }: SelectFilterProps) {
  const { filterValues } = useListContext();
  const [, , searchFor] = useListUrlState();
  const { prefetch } = usePrefetchList();
  const changeList = useChangeList();
  const raw = filterValues[given.source];
  const chosen = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string' && v !== '');
  // A link may choose several values of a one-value filter (the workplace's open requests): it then shows and edits them all.
  const props = { ...given, multiple: given.multiple || chosen.length > 1 };
  const value = props.multiple ? chosen : (chosen[0] ?? '');
  const changeTo = (choice: string | string[]) => {
    const filter: Record<string, unknown> = { ...filterValues, [props.source]: choice };
    if (choice.length === 0) delete filter[props.source];
    return { filter, page: undefined };
  };
  const onChange = useEvent((e: ChangeEvent<HTMLInputElement>) => changeList(changeTo(e.target.value as string | string[])));
  // What each choice would lead to: that value, or (of several) the chosen ones with it added or taken away.
  const nextOf = (id: string) => (props.multiple ? (chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]) : id);
  const nextChoices = props.multiple ? props.choices.map((c) => nextOf(c.id)) : ['', ...props.choices.map((c) => c.id)].filter((c) => c !== value);
  // Opening the menu shows intent: each choice's rows are asked for now, so a choice shows them at once.
  const onOpen = useEvent(() => nextChoices.forEach((c) => void prefetch(searchFor(changeTo(c)))));
  return <SelectField {...props} value={value} onChange={onChange} onOpen={onOpen} />;
}
