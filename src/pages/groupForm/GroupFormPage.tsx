import { Skeleton, Stack } from '@mui/material';
import { Form } from 'react-admin';
import { QueryState } from '../../charts';
import { FormActions } from './FormActions';
import { ParameterSections } from './ParameterSections';
import { PendingNotice } from './PendingNotice';
import { useParameters } from './useParameters';

const LOADING = (
  <Stack spacing={2} data-testid="group-form-loading">
    {[280, 200, 160].map((h) => (
      <Skeleton key={h} variant="rounded" height={h} />
    ))}
  </Stack>
);

/** docs/product.md §3 "Group form parameters": the stored parameters, bound, validated and submitted. */
export function GroupFormPage() {
  const { query, stored, onSubmit, submitting } = useParameters();
  return (
    <QueryState query={query} height={640} skeleton={LOADING}>
      {(profile) => (
        <>
          <PendingNotice process={profile.process} />
          <Form record={stored} onSubmit={onSubmit} mode="onBlur" reValidateMode="onChange" noValidate>
            <ParameterSections />
            <FormActions submitting={submitting} />
          </Form>
        </>
      )}
    </QueryState>
  );
}
