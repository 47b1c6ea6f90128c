import { useDataProvider, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import type { WorkflowDataProvider } from '../../../dataProvider/workflow';

/**
 * Saves the file a record's field holds. The API wants the session's token, which a plain link
 * does not send: the bytes are fetched, then handed to the browser as a download.
 */
export function useDownloadFile(field: string) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<WorkflowDataProvider>();
  const notify = useNotify();
  return async (name: string) => {
    if (!record || !resource) return;
    try {
      const { data } = await dataProvider.getFile(resource, { id: record.id, field });
      const url = URL.createObjectURL(data);
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      notify('mds.engine.file.failed', { type: 'error', messageArgs: { message: (e as Error).message } });
    }
  };
}
