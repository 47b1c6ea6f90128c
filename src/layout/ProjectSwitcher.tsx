import { useState, type MouseEvent } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { matchPath } from 'react-router-dom';
import { useApiQuery } from '../api';
import { ASKED_AHEAD_FRESH_MS } from '../queryClient';
import { currentProject, MY_PROJECTS_PATH, workplacePath } from '../routes/currentProject';
import { usePathname } from '../routes/PathnameContext';

interface ProjectItem {
  id: number | string;
  name: string;
}

/**
 * The navbar's project switcher (spec issue 4, screen 1): lists the signed-in user's projects
 * and opens the chosen one's workplace. Colours are inherited from the bar, so it reads on a
 * light or a dark app bar alike.
 */
export function ProjectSwitcher() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathname = usePathname();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Fresh for the first screen, as the cards are: a navbar mounted again while it loads asks once.
  const projects = useApiQuery<ProjectItem[]>(MY_PROJECTS_PATH, {}, { staleTime: ASKED_AHEAD_FRESH_MS });
  // On a workplace the URL says which project is shown; elsewhere the remembered one.
  const currentId = matchPath('/project/:projectId', pathname)?.params.projectId ?? currentProject.get();
  const current = projects.data?.find((p) => String(p.id) === currentId);
  const label = translate('projectSwitcher.label');

  const choose = (p: ProjectItem) => {
    setAnchor(null);
    navigate(workplacePath(String(p.id)));
  };

  return (
    <>
      <Button
        color="inherit"
        size="small"
        // Named by the project it shows (axe: label-content-name-mismatch); the tooltip tells what it does,
        // and names it where the text is hidden (narrow screens).
        title={current ? translate('projectSwitcher.labelWithCurrent', { name: current.name }) : label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'project-switcher-menu' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        startIcon={<FolderOutlined />}
        endIcon={<ExpandMore />}
        sx={{ textTransform: 'none', maxWidth: { xs: 48, md: 240 }, minWidth: 0, px: 1, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
      >
        <Typography component="span" variant="body2" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
          {current?.name ?? translate('projectSwitcher.placeholder')}
        </Typography>
      </Button>
      <Menu
        id="project-switcher-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': label, dense: true } }}
      >
        {projects.isPending ? (
          <MenuItem disabled>{translate('projectSwitcher.loading')}</MenuItem>
        ) : projects.error ? (
          <MenuItem onClick={() => void projects.refetch()}>{translate('projectSwitcher.retry')}</MenuItem>
        ) : projects.data?.length ? (
          projects.data.map((p) => {
            const selected = String(p.id) === currentId;
            return (
              <MenuItem key={p.id} selected={selected} onClick={() => choose(p)} sx={{ minWidth: 240 }}>
                <ListItemIcon>{selected ? <Check fontSize="small" /> : null}</ListItemIcon>
                <ListItemText primary={p.name} />
              </MenuItem>
            );
          })
        ) : (
          <MenuItem disabled>{translate('projectSwitcher.empty')}</MenuItem>
        )}
      </Menu>
    </>
  );
}
