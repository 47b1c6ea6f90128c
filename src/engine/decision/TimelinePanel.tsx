import { useId } from 'react';
import { Alert, Card, CardContent, LinearProgress, List, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDeclaration } from '../DeclarationsContext';
import { useRecordRead } from '../workflow/useRecordRead';
import { ExportTimelineButton } from './ExportTimelineButton';
import { TimelineItem } from './TimelineItem';
import { useTimelineText } from './useTimelineText';

/** The record's chain of custody (a `timeline` declaration): it and the records made from it, oldest first. */
export function TimelinePanel() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const titleId = useId();
  const timeline = useRecordRead(decl.name, 'getTimeline', record?.id);
  const text = useTimelineText();
  if (!decl.timeline || !record) return null;
  const entries = timeline.data ?? [];
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            {translate('mds.engine.decision.timeline.title')}
          </Typography>
          <ExportTimelineButton resource={decl.name} id={record.id} entries={entries} text={text} />
        </Stack>
        {timeline.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {timeline.isError && <Alert severity="error">{translate(timeline.error.message, { _: timeline.error.message })}</Alert>}
        {timeline.isSuccess && entries.length === 0 && <Typography color="text.secondary">{translate('mds.engine.decision.timeline.empty')}</Typography>}
        {entries.length > 0 && (
          <List component="ol" dense disablePadding aria-labelledby={titleId}>
            {entries.map((entry, i) => (
              <TimelineItem key={`${entry.resource}-${entry.recordId}-${entry.time}-${i}`} entry={entry} entries={entries} text={text} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
