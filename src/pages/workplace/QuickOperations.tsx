import { memo } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { SectionCardHeader } from '../../components/SectionCardHeader';
import { useNavigate, useTranslate } from 'react-admin';
import { NamedIcon } from '../../engine';
import { canOpenRoute, routeByName, routeHref } from '../../routes/access';
import { useServerMenu } from '../../routes/useServerMenu';
import { useRole } from '../../appSettings';
import { Tile } from './Tile';

/** Registry routes offered as shortcuts, in this order; only those the role may open are shown. */
const SHORTCUTS = ['SearchTable', 'Card', 'DataAnalysis', 'Step', 'Basic', 'Setting'];

/** Shortcuts to the screens an operator uses most. */
export const QuickOperations = memo(function QuickOperations() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const role = useRole();
  const { menu } = useServerMenu();
  const routes = SHORTCUTS.map(routeByName).filter((r) => r !== undefined && canOpenRoute(r, role, menu));
  const title = translate('workplace.quick.title');
  return (
    <Card component="section" aria-label={title}>
      <SectionCardHeader title={title} />
      <CardContent>
        <Box component="nav" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {routes.map((r) => (
            <Tile key={r!.name} icon={<NamedIcon name={r!.icon ?? 'Description'} />} label={translate(r!.titleKey)} onClick={() => navigate(routeHref(r!))} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
});
