import { ErrorResult } from './ErrorResult';
import { SuccessResult } from './SuccessResult';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The page's texts come with its chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/** One page for both result routes; the route registry passes the status. */
export function ResultPage({ status }: { status: 'success' | 'error' }) {
  return status === 'error' ? <ErrorResult /> : <SuccessResult />;
}
