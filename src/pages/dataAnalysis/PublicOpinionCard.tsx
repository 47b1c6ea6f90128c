import { Card, CardContent, CardHeader, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OpinionMiniCard } from './OpinionMiniCard';
import { OPINION_QUOTAS } from './types';

/** Four indicators, each with its own call, so one failing leaves the others standing. */
export function PublicOpinionCard() {
  const translate = useTranslate();
  const title = translate('dataAnalysis.opinion.title');
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2', fontWeight: 600 } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          {OPINION_QUOTAS.map((quota, i) => (
            <Grid key={quota} size={{ xs: 12, sm: 6, xl: 3 }}>
              <OpinionMiniCard quota={quota} colorIndex={i} />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
