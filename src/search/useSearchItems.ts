import { useMemo } from 'react';
import { useCreatePath, useTranslate } from 'react-admin';
import { useApiQuery } from '../api';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { isGroup, useMenuTree } from '../layout/menu';

/** One thing the palette can open: a page of the menu, or a record the search found. */
export interface SearchItem {
  key: string;
  kind: 'page' | 'record';
  label: string;
  /** A record's resource, in the reader's words. */
  detail?: string;
  href: string;
  external?: boolean;
}

interface Hit {
  resource: string;
  id: number;
  label: string;
}

/** Pages shown at most. */
const PAGES = 8;

/**
 * What the palette offers for `text`: the menu's pages whose title holds it (in the reader's
 * language), then the records the API's search finds (asked once the typing pauses).
 */
export function useSearchItems(text: string) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const tree = useMenuTree();
  const q = useDebouncedValue(text.trim(), 200);
  const hits = useApiQuery<{ list: Hit[] }>('/api/search', { query: { q } }, { enabled: q !== '' });
  const items = useMemo(() => {
    const wanted = text.trim().toLocaleLowerCase();
    const pages: SearchItem[] = tree
      .flatMap((e) => (isGroup(e) ? e.children : [e]))
      .map((leaf) => ({
        key: `page:${leaf.key}`,
        kind: 'page' as const,
        label: translate(leaf.titleKey, { _: leaf.key }),
        href: leaf.href,
        external: leaf.external,
      }))
      .filter((p) => p.label.toLocaleLowerCase().includes(wanted))
      .slice(0, PAGES);
    const records: SearchItem[] =
      q === ''
        ? []
        : (hits.data?.list ?? []).map((h) => ({
            key: `record:${h.resource}/${h.id}`,
            kind: 'record' as const,
            label: h.label,
            detail: translate(`resources.${h.resource}.name`, { smart_count: 1, _: h.resource }),
            href: createPath({ resource: h.resource, id: h.id, type: 'show' }),
          }));
    return [...pages, ...records];
  }, [text, tree, translate, q, hits.data, createPath]);
  return { items, searching: q !== text.trim() || hits.isFetching, failed: hits.isError };
}
