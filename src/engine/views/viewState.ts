import { decodeListState, encodeListState, type ListState } from '../listState/listStateCodec';

/**
 * The state a view keeps: the list's URL state without the page (a view opens on page 1), its
 * sort and page size filled in from what the list shows when the URL leaves them out, so even an
 * untouched list saves as a real state.
 */
export const viewStateOf = (search: string, shown?: Pick<ListState, 'sort' | 'perPage'>): string => {
  const { page: _page, ...state } = decodeListState(search);
  return encodeListState({ ...shown, ...state });
};

export interface SavedView {
  id: number;
  name: string;
  resource: string;
  state: string;
}
