import { useContext } from 'react';
import { ApiErrorContext, type ReportApiError } from './ApiErrorProvider';

/** How a failed call is reported (see ApiErrorProvider, which the layout gives every page). */
export function useApiError(): ReportApiError {
  const report = useContext(ApiErrorContext);
  if (!report) throw new Error('useApiError works inside the layout (ApiErrorProvider).');
  return report;
}
