import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import Folder from '@mui/icons-material/FolderOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../api';
import { QueryCard } from '../../components/QueryCard';
import type { ProjectAndTeam } from './userTypes';
import { useFormat } from '../../hooks/useFormat';

/** Short news of the user's projects and teams. */
export function ProjectsAndTeamsCard() {
  const translate = useTranslate();
  const format = useFormat();
  const query = useApiQuery<ProjectAndTeam[]>('/api/user/project-and-team/list');
  return (
    <QueryCard errorTitle="userInfo.error" title={translate('userInfo.projectAndTeam.title')} query={query}>
      {(items) => (
        <List disablePadding dense>
          {items.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {item.type === 'project' ? <Folder fontSize="small" color="primary" /> : <Groups fontSize="small" color="primary" />}
              </ListItemIcon>
              <ListItemText
                primary={translate(`userInfo.projectAndTeam.${item.type}`, { name: item.name, count: format.number(item.count), _: item.content })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </QueryCard>
  );
}
