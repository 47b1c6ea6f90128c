import { decodeListState, encodeListState } from '../listState/listStateCodec';

/** The state a view keeps: the list's URL state without the page (a view opens on page 1). */
export const viewStateOf = (search: string): string => {
  const { page: _page, ...state } = decodeListState(search);
  return encodeListState(state);
};

export interface SavedView {
  id: number;
  name: string;
  resource: string;
  state: string;
}
