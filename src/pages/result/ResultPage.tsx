import { ErrorResult } from './ErrorResult';
import { SuccessResult } from './SuccessResult';

/** One page for both result routes; the route registry passes the status. */
export function ResultPage({ status }: { status: 'success' | 'error' }) {
  return status === 'error' ? <ErrorResult /> : <SuccessResult />;
}
