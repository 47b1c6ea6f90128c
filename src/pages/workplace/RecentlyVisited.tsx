import { memo } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { SectionCardHeader } from '../../components/SectionCardHeader';
import { useNavigate, useTranslate } from 'react-admin';
import { isIconName } from '../../../resources/lib/icons';
import { NamedIcon } from '../../engine';
import { useRecentVisits } from '../../routes/recentVisits';
import { Tile } from './Tile';
import { useFormat } from '../../hooks/useFormat';

const SHOWN = 6;

/** The screens this browser really visited, newest first (recorded by the shell). */
export const RecentlyVisited = memo(function RecentlyVisited() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const format = useFormat();
  // The workplace is where the reader already is.
  const visits = useRecentVisits()
    .filter((v) => v.name !== 'Workplace')
    .slice(0, SHOWN);
  const title = translate('workplace.recent.title');
  return (
    <Card component="section" aria-label={title}>
      <SectionCardHeader title={title} />
      <CardContent>
        {visits.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {translate('workplace.recent.empty')}
          </Typography>
        ) : (
          <Box component="nav" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            {visits.map((v) => (
              <Tile
                key={v.name}
                icon={<NamedIcon name={isIconName(v.icon) ? v.icon : 'Description'} />}
                label={translate(v.titleKey)}
                caption={format.ago(v.at)}
                onClick={() => navigate(v.path)}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
});
