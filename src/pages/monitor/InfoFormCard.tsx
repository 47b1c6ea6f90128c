import { Button, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { SectionCardHeader } from '../../components/SectionCardHeader';
import { Form, NumberInput, SaveButton, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { ApiError } from '../../../dataProvider/errors';
import { useApiError } from '../../api';
import { fieldValidator } from '../../engine/validators';
import { ErrorState } from '../../components/ErrorState';
import { MONITOR_CATEGORIES, MONITOR_INFO_FIELDS as F, type MonitorInfo } from '../../../domain/monitor';
import { useMonitorInfo, useMonitorMutation } from './useMonitorApi';

const label = (name: keyof typeof F) => `monitor.info.fields.${name}`;
const choices = MONITOR_CATEGORIES.map((c) => ({ id: c, name: `monitor.info.categories.${c}` }));

function ResetButton() {
  const { reset } = useFormContext();
  const { isDirty } = useFormState();
  const translate = useTranslate();
  return (
    <Button onClick={() => reset()} disabled={!isDirty}>
      {translate('monitor.info.reset')}
    </Button>
  );
}

/** Right column: the monitor's information, validated by the same rules as the API, and saved. */
export function InfoFormCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const report = useApiError();
  const info = useMonitorInfo();
  const save = useMonitorMutation<MonitorInfo, MonitorInfo>((body) => ({ path: '/api/monitor/info', method: 'PUT', body }), { silent: true });
  const title = translate('monitor.info.title');

  const submit = async (values: Record<string, unknown>) => {
    const body = Object.fromEntries(Object.keys(F).map((k) => [k, values[k] ?? (k === 'notice' ? '' : values[k])])) as unknown as MonitorInfo;
    try {
      await save.mutateAsync(body);
      notify('monitor.info.saved', { type: 'success' });
    } catch (e) {
      // The API's field messages land on their fields; anything else is reported as usual.
      if (e instanceof ApiError && e.body?.errors) return e.body.errors;
      report(e);
    }
  };

  return (
    <Card component="section" aria-label={title}>
      <SectionCardHeader title={title} />
      <CardContent>
        {info.error ? (
          <ErrorState title="workplace.error.title" error={info.error} onRetry={() => void info.refetch()} />
        ) : !info.data ? (
          <Skeleton variant="rounded" height={320} />
        ) : (
          // Remounted when the saved information changes, so Reset goes back to what is saved.
          <Form key={JSON.stringify(info.data)} record={info.data} onSubmit={submit} mode="onBlur" reValidateMode="onChange" noValidate>
            <TextInput source="title" label={label('title')} validate={fieldValidator(F.title)} isRequired fullWidth />
            <SelectInput source="category" label={label('category')} choices={choices} validate={fieldValidator(F.category)} isRequired fullWidth />
            <TextInput source="alertEmail" type="email" label={label('alertEmail')} validate={fieldValidator(F.alertEmail)} isRequired fullWidth />
            <NumberInput
              source="refreshSeconds"
              label={label('refreshSeconds')}
              validate={fieldValidator(F.refreshSeconds)}
              min={F.refreshSeconds.min}
              max={F.refreshSeconds.max}
              step={1}
              isRequired
              fullWidth
            />
            <TextInput source="notice" label={label('notice')} validate={fieldValidator(F.notice)} multiline minRows={3} fullWidth />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <ResetButton />
              <SaveButton />
            </Stack>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
