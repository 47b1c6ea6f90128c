import { useContext } from 'react';
import { ListSubheader } from '@mui/material';
import { Menu as RaMenu, useCanAccessResources, useTranslate } from 'react-admin';
import { DeclarationsContext } from '../engine';
import { iconOf as icon } from '../engine/icons';

/** Declared resources grouped by their menu group, in menu order, filtered by role. */
export function Menu() {
  const decls = useContext(DeclarationsContext);
  const translate = useTranslate();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: decls.map((d) => d.name) });
  const visible = [...decls].filter((d) => canAccess?.[d.name]).sort((a, b) => a.menu.order - b.menu.order);
  const groups = [...new Set(visible.map((d) => d.menu.group))];
  return (
    <RaMenu>
      {groups.map((group) => [
        <ListSubheader key={`group-${group}`} disableSticky sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
          {translate(`mds.menu.${group}`)}
        </ListSubheader>,
        ...visible
          .filter((d) => d.menu.group === group)
          .map((d) => {
            const Icon = icon(d.icon);
            return <RaMenu.Item key={d.name} to={`/${d.name}`} primaryText={`resources.${d.name}.menu`} leftIcon={<Icon />} />;
          }),
      ])}
    </RaMenu>
  );
}
