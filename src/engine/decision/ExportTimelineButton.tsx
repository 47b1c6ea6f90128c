import Download from '@mui/icons-material/DownloadOutlined';
import { Button } from '@mui/material';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { downloadCsv } from '../export/csvExport';
import type { TimelineEntry } from '../../../resources/lib/workflow';
import { timelineCsv } from './timelineCsv';
import type { useTimelineText } from './useTimelineText';

interface ExportTimelineButtonProps {
  resource: string;
  id: Identifier;
  entries: readonly TimelineEntry[];
  text: ReturnType<typeof useTimelineText>;
}

/** Downloads the timeline as shown, one line per entry, with headers in the reader's language. */
export function ExportTimelineButton({ resource, id, entries, text }: ExportTimelineButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = () => {
    downloadCsv(
      `${resource}-${id}-timeline.csv`,
      timelineCsv(entries, text, (column) => translate(`mds.engine.decision.timeline.csv.${column}`)),
    );
    notify('mds.engine.decision.timeline.exported', { type: 'info', messageArgs: { smart_count: entries.length } });
  };
  return (
    <Button size="small" startIcon={<Download />} disabled={entries.length === 0} onClick={run}>
      {translate('mds.engine.decision.timeline.export')}
    </Button>
  );
}
