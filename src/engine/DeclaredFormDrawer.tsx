import { Box, Drawer, IconButton, Toolbar, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useBasename, useNavigate, useTranslate } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { useDeclaration } from './DeclarationsContext';
import { CreateScreen, EditScreen } from './lazy';

/**
 * Create and edit over the list, for a declaration with `formMode: 'drawer'`: the list stays
 * in view, and `/<resource>/create` and `/<resource>/:id` stay addressable (and reloadable).
 */
export function DeclaredFormDrawer() {
  const decl = useDeclaration();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `${useBasename()}/${decl.name}`;
  const creating = !!matchPath(`${base}/create`, pathname);
  const editing = !creating ? matchPath(`${base}/:id`, pathname)?.params.id : undefined;
  const open = creating || editing !== undefined;
  const name = translate(`resources.${decl.name}.name`, { smart_count: 1 });
  const title = translate(creating ? 'ra.page.create' : 'mds.engine.drawer.edit', { name });
  const close = () => navigate(base);
  return (
    // Above the navbar (drawer + 1), so its title and close button are never hidden under it.
    <Drawer anchor="right" open={open} onClose={close} sx={{ zIndex: (t) => t.zIndex.drawer + 2 }} slotProps={{ paper: { 'aria-label': title } }}>
      <Box sx={{ width: { xs: '100vw', sm: 520 } }}>
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <IconButton onClick={close} aria-label={translate('ra.action.close')}>
            <Close />
          </IconButton>
        </Toolbar>
        {creating && <CreateScreen />}
        {editing !== undefined && <EditScreen key={editing} id={editing} />}
      </Box>
    </Drawer>
  );
}
