import { Divider, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import Delete from '@mui/icons-material/DeleteOutlined';
import { useDelete, useNavigate, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ResourceDecl } from '../../../resources/lib/schema';
import type { SavedView } from './viewState';

interface ViewsListProps {
  views: readonly SavedView[];
  /** The declaration keeping the saved views. */
  viewsDecl: ResourceDecl;
  /** The list's state as a view would keep it: the view that holds it is marked. */
  current: string;
  close: () => void;
  /** Opens the dialog saving the current state as a view. */
  onSave: () => void;
  /** Asks for the save dialog's code ahead (pointer or focus on "Save"). */
  prefetchSave: object;
}

/** The open "Views" menu: the saved views (apply, copy a link, delete), save the current state, manage. Its code comes when first opened. */
export function ViewsList({ views, viewsDecl, current, close, onSave, prefetchSave }: ViewsListProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [remove] = useDelete<SavedView>();
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
          {...prefetchSave}
          onClick={() => {
            close();
            onSave();
          }}
        >
          <ListItemText primary={translate('mds.engine.views.save')} />
        </ListItemButton>
        <ListItemButton component={RouterLink} to={`/${viewsDecl.name}`} onClick={close}>
          <ListItemText primary={translate('mds.engine.views.manage')} />
        </ListItemButton>
      </List>
    </>
  );
}
