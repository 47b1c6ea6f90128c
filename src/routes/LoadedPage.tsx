import { createElement } from 'react';
import { PageLoading } from '../components';
import { usePage } from './usePage';

/** Page `folder` with `props`, or the loading state while its chunk is on its way. */
export function LoadedPage({ folder, props }: { folder: string; props?: Record<string, unknown> }) {
  const page = usePage(folder);
  return page ? createElement(page, props) : <PageLoading />;
}
