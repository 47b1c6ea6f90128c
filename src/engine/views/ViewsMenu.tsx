import { Suspense, useState } from 'react';
import { LinearProgress } from '@mui/material';
import Bookmarks from '@mui/icons-material/BookmarksOutlined';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { saveViewDialog, viewsList } from '../lazy';
import { PopoverButton } from '../../components/PopoverButton';
import { useFirstPaintDone } from '../../hooks/useFirstPaintDone';
import { useViewParam } from './useViewParam';
import { viewStateOf, type SavedView } from './viewState';

const { Part: SaveViewDialog, prefetchProps } = saveViewDialog;
const { Part: ViewsList } = viewsList;

/** The "Views" menu of a list: save the current state, apply, copy a link, delete (its open menu's code comes when first opened). */
export function ViewsMenu({ resource, views: viewsDecl }: { resource: string; views: ResourceDecl }) {
  const translate = useTranslate();
  const { search } = useLocation();
  // The dialog's code comes when it is first asked for (until then `saving` is undefined); once
  // in, it stays, to close as it opened.
  const [saving, setSaving] = useState<boolean>();
  useViewParam(viewsDecl.name);
  // The saved views show only when the menu opens: asked for once the first screen is painted.
  const firstPaintDone = useFirstPaintDone();
  const { data = [] } = useGetList<SavedView>(
    viewsDecl.name,
    {
      filter: { resource },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: firstPaintDone },
  );
  const views = data.filter((v) => v.resource === resource);
  const { sort, perPage } = useListContext();
  const current = viewStateOf(search, { sort: sort.field ? { field: sort.field, order: sort.order } : undefined, perPage });

  return (
    <>
      <PopoverButton icon={<Bookmarks />} label={translate('mds.engine.views.button')} title={translate('mds.engine.views.title')} minWidth={300}>
        {(close) => (
          <Suspense fallback={<LinearProgress />}>
            <ViewsList views={views} viewsDecl={viewsDecl} current={current} close={close} onSave={() => setSaving(true)} prefetchSave={prefetchProps} />
          </Suspense>
        )}
      </PopoverButton>
      {saving !== undefined && (
        <Suspense>
          <SaveViewDialog open={saving} resource={resource} views={viewsDecl} state={current} onClose={() => setSaving(false)} />
        </Suspense>
      )}
    </>
  );
}
