import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { routeHref } from '../routes';
import { workplacePath } from '../routes/currentProject';
import { usePathname } from '../routes/PathnameContext';
import { useCurrentRoute } from './useCurrentRoute';

/** Home / group / page (/ action on a resource screen), from the route registry. */
export function Breadcrumbs() {
  const translate = useTranslate();
  const { route, resource } = useCurrentRoute(usePathname());
  if (!route && !resource) return null;
  const items: { label: string; to?: string }[] = [];
  if (route?.group) items.push({ label: translate(`menu.group.${route.group}`) });
  if (route) items.push({ label: translate(route.titleKey), to: resource ? routeHref(route) : undefined });
  if (resource && !route)
    items.push({ label: translate(`resources.${resource.name}.menu`, { _: resource.name }), to: resource.action === 'list' ? undefined : `/${resource.name}` });
  if (resource && resource.action !== 'list') items.push({ label: translate(`ra.action.${resource.action}`) });
  return (
    <MuiBreadcrumbs aria-label={translate('layout.breadcrumb')} sx={{ mb: 2, fontSize: 14 }}>
      <MuiLink component={Link} to={workplacePath()} color="inherit" aria-label={translate('layout.home')} sx={{ display: 'flex' }}>
        <HomeOutlined fontSize="small" />
      </MuiLink>
      {items.map((item, i) =>
        item.to ? (
          <MuiLink key={i} component={Link} to={item.to} color="inherit" underline="hover">
            {item.label}
          </MuiLink>
        ) : (
          <Typography
            key={i}
            color={i === items.length - 1 ? 'text.primary' : 'text.secondary'}
            sx={{ fontSize: 14 }}
            aria-current={i === items.length - 1 ? 'page' : undefined}
          >
            {item.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
