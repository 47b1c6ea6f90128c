import { Suspense, useState } from 'react';
import { Divider, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import Bookmarks from '@mui/icons-material/BookmarksOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useDelete, useGetList, useListContext, useNavigate, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ResourceDecl } from '../../../resources/lib/schema';
import { saveViewDialog } from '../lazy';
import { PopoverButton } from '../../components/PopoverButton';
import { useFirstPaintDone } from '../../hooks/useFirstPaintDone';
import { useViewParam } from './useViewParam';
import { viewStateOf, type SavedView } from './viewState';

const { Part: SaveViewDialog, prefetchProps } = saveViewDialog;

/** The "Views" menu of a list: save the current state, apply, copy a link, delete. */
export function ViewsMenu({ resource, views: viewsDecl }: { resource: string; views: ResourceDecl }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
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
  const [remove] = useDelete<SavedView>();
  const views = data.filter((v) => v.resource === resource);
  const { sort, perPage } = useListContext();
  const current = viewStateOf(search, { sort: sort.field ? { field: sort.field, order: sort.order } : undefined, perPage });

  const apply = (view: SavedView) => navigate({ pathname, search: `?${view.state}` });
  const copy = (view: SavedView) => {
    const link = `${window.location.origin}${pathname}?${view.state}`;
    navigator.clipboard.writeText(link).then(
      () => notify('mds.engine.views.copied', { type: 'info' }),
      () => notify('mds.engine.views.copyFailed', { type: 'warning', messageArgs: { link } }),
    );
  };
  const del = (view: SavedView) =>
    void remove(
      viewsDecl.name,
      { id: view.id, previousData: view },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('mds.engine.views.deleted', { type: 'info', messageArgs: { name: view.name } }),
        onError: (e) => notify((e as Error).message, { type: 'error' }),
      },
    );

  return (
    <>
      <PopoverButton icon={<Bookmarks />} label={translate('mds.engine.views.button')} title={translate('mds.engine.views.title')} minWidth={300}>
        {(close) => (
          <>
            <List dense>
              {views.length === 0 && (
                <ListItem>
                  <Typography variant="body2" color="text.secondary">
                    {translate('mds.engine.views.empty')}
                  </Typography>
                </ListItem>
              )}
              {views.map((view) => (
                <ListItem
                  key={view.id}
                  disablePadding
                  secondaryAction={
                    <>
                      <IconButton size="small" aria-label={translate('mds.engine.views.copy', { name: view.name })} onClick={() => copy(view)}>
                        <LinkIcon fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={translate('mds.engine.views.delete', { name: view.name })} onClick={() => del(view)}>
                        <Delete fontSize="small" />
                      </IconButton>
                    </>
                  }
                  sx={{ pr: 10 }}
                >
                  <ListItemButton
                    selected={view.state === current}
                    onClick={() => {
                      close();
                      apply(view);
                    }}
                  >
                    <ListItemText primary={view.name} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Divider />
            <List dense>
              <ListItemButton
                {...prefetchProps}
                onClick={() => {
                  close();
                  setSaving(true);
                }}
              >
                <ListItemText primary={translate('mds.engine.views.save')} />
              </ListItemButton>
              <ListItemButton component={RouterLink} to={`/${viewsDecl.name}`} onClick={close}>
                <ListItemText primary={translate('mds.engine.views.manage')} />
              </ListItemButton>
            </List>
          </>
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
