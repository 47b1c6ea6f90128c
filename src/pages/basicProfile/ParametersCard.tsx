import { Box, Card, CardContent, CardHeader, Chip, Grid, Skeleton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PARAMETER_FIELDS, valueAt, type MediaParameters, type ParameterField } from '../../../resources/lib/forms';
import { parameterLabel } from '../groupForm/parameterValidators';
import { useParameterText } from './useParameterText';

const SECTIONS: ParameterField['section'][] = ['video', 'audio', 'description'];

/**
 * One set of parameters as label/value rows per section (skeletons while loading). With
 * `compareTo`, values that differ from it are marked, with the old value in a tooltip.
 */
export function ParametersCard({ title, params, compareTo }: { title: string; params?: MediaParameters; compareTo?: MediaParameters }) {
  const translate = useTranslate();
  const text = useParameterText();
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'subtitle1', fontWeight: 600 } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={3}>
          {SECTIONS.map((section) => (
            <Grid key={section} size={section === 'description' ? 12 : { xs: 12, md: 6 }}>
              {section !== 'description' && (
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {translate(`groupForm.sections.${section}`)}
                </Typography>
              )}
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, 200px) 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
                {PARAMETER_FIELDS.filter((p) => p.section === section).map((p) => {
                  const changed = params && compareTo && valueAt(params, p.path) !== valueAt(compareTo, p.path);
                  return (
                    <Box key={p.path} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary" sx={{ textAlign: { sm: 'right' } }}>
                        {translate(parameterLabel(p))}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                        {params ? text(p, params) : <Skeleton width={120} />}
                        {changed && (
                          <Tooltip title={translate('basicProfile.was', { value: text(p, compareTo) })}>
                            <Chip label={translate('basicProfile.changed')} size="small" color="warning" variant="outlined" sx={{ ml: 1, height: 20 }} />
                          </Tooltip>
                        )}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
