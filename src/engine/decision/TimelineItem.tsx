import { Box, ListItem, Stack, Typography } from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import type { TimelineEntry } from '../../../resources/lib/workflow';
import type { useTimelineText } from './useTimelineText';

interface TimelineItemProps {
  entry: TimelineEntry;
  entries: readonly TimelineEntry[];
  text: ReturnType<typeof useTimelineText>;
}

/**
 * One line of the chain of custody: when, which record (a link to it), what happened to it and by
 * whom, the fields given (a shortened sha256 shows whole on hover) and, for the system's moves, why.
 */
export function TimelineItem({ entry, entries, text }: TimelineItemProps) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const cause = text.cause(entry, entries);
  const actor = text.actor(entry);
  return (
    <ListItem component="li" disableGutters divider sx={{ display: 'block', py: 1 }} data-resource={entry.resource}>
      <Typography variant="caption" color="text.secondary" component="p">
        <time dateTime={entry.time}>{text.time(entry)}</time>
      </Typography>
      <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {`${text.resource(entry)} `}
        <Link to={createPath({ resource: entry.resource, id: entry.recordId, type: 'show' })}>{entry.label}</Link>
      </Typography>
      <Typography variant="body2" component="p">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {text.transition(entry)}
        </Box>
        {entry.to && ` · ${text.change(entry)}`}
        {actor && ` · ${translate('mds.engine.decision.timeline.by', { actor })}`}
      </Typography>
      {entry.fields && Object.keys(entry.fields).length > 0 && (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {text.given(entry).map((f) => (
            <Typography key={f.name} component="li" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {f.full ? (
                <Box component="abbr" title={f.full} sx={{ textDecoration: 'underline dotted', cursor: 'help' }}>
                  {text.line(f)}
                </Box>
              ) : (
                text.line(f)
              )}
            </Typography>
          ))}
        </Stack>
      )}
      {cause && (
        <Typography variant="body2" color="text.secondary" component="p" sx={{ fontStyle: 'italic' }}>
          {cause}
        </Typography>
      )}
    </ListItem>
  );
}
