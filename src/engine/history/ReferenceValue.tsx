import { Fragment, useContext } from 'react';
import { Link, useCreatePath, useGetManyAggregate, type Identifier } from 'react-admin';
import { isRoleAllowed } from '../../../resources/lib/schema';
import { useRole } from '../../appSettings/useRole';
import { DeclarationsContext } from '../DeclarationsContext';

const idsOf = (value: unknown): Identifier[] => (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'number' || typeof v === 'string');

/**
 * The record(s) a reference field named, by their labels (read together with the page's other
 * references), each linked to its page; `#<id>` for one not read (gone, not the reader's, or of a
 * resource the reader may not read: that one is not asked for).
 */
export function ReferenceValue({ reference, value }: { reference: string; value: unknown }) {
  const role = useRole();
  const declared = useContext(DeclarationsContext).find((d) => d.name === reference);
  const target = declared && isRoleAllowed(declared.access.read, role) ? declared : undefined;
  const createPath = useCreatePath();
  const ids = idsOf(value);
  const { data = [] } = useGetManyAggregate(reference, { ids }, { enabled: !!target && ids.length > 0, retry: false });
  return ids.map((id, i) => {
    const record = data.find((r) => String(r?.id) === String(id));
    const label = record && target ? String(record[target.recordLabel] ?? id) : `#${id}`;
    return (
      <Fragment key={String(id)}>
        {i > 0 && '; '}
        {target ? <Link to={createPath({ resource: reference, id, type: 'show' })}>{label}</Link> : label}
      </Fragment>
    );
  });
}
