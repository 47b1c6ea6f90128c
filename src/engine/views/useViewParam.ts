import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDataProvider, useNavigate, useNotify } from 'react-admin';
import type { SavedView } from './viewState';

/** `?view=<id>` opens a saved view (a record of `viewsResource`): the parameter is replaced by the view's state. */
export function useViewParam(viewsResource: string) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const id = new URLSearchParams(search).get('view');
  useEffect(() => {
    if (!id) return;
    let live = true;
    dataProvider.getOne<SavedView>(viewsResource, { id: Number(id) }).then(
      ({ data }) => live && navigate({ pathname, search: `?${data.state}` }, { replace: true }),
      () => {
        if (!live) return;
        notify('mds.engine.views.notFound', { type: 'warning' });
        navigate({ pathname, search: '' }, { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [viewsResource, id, dataProvider, navigate, notify, pathname]);
}
