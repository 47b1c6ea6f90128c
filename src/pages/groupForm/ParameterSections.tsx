import { useEffect } from 'react';
import { Card, CardContent, CardHeader, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PARAMETER_FIELDS, RATE_PATHS, type ParameterField } from '../../../resources/lib/forms';
import { ParameterInput } from './ParameterInput';

const SECTIONS: ParameterField['section'][] = ['video', 'audio', 'description'];

/** The three cards of parameters, three inputs a row; the rates are checked against each other. */
export function ParameterSections() {
  const translate = useTranslate();
  const { trigger, getFieldState } = useFormContext();
  const rates = useWatch({ name: [...RATE_PATHS] });
  // min ≤ default ≤ max: a change to one rate can settle or break the others.
  useEffect(() => {
    if (RATE_PATHS.some((p) => getFieldState(p).isTouched || getFieldState(p).invalid)) void trigger([...RATE_PATHS]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rates' values are what matters
  }, [JSON.stringify(rates), trigger, getFieldState]);

  return (
    <>
      {SECTIONS.map((section) => (
        <Card key={section} sx={{ mb: 2 }}>
          <CardHeader title={translate(`groupForm.sections.${section}`)} slotProps={{ title: { component: 'h2', variant: 'subtitle1', fontWeight: 600 } }} />
          <CardContent sx={{ pt: 0 }}>
            <Grid container columnSpacing={4}>
              {PARAMETER_FIELDS.filter((p) => p.section === section).map((p) => (
                <Grid key={p.path} size={section === 'description' ? { xs: 12 } : { xs: 12, sm: 6, md: 4 }}>
                  <ParameterInput p={p} />
                </Grid>
              ))}
            </Grid>
          </CardContent>
        </Card>
      ))}
    </>
  );
}
