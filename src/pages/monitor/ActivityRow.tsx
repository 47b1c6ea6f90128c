import { Box, IconButton, ListItem, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../hooks/useFormat';
import type { ActivityItem } from '../../../domain/monitor';

/** One item of the feed: who, what, when; star and delete. Starred items are highlighted. */
export function ActivityRow({ item, text, onStar, onDelete }: { item: ActivityItem; text: string; onStar: () => void; onDelete: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const starLabel = translate(item.starred ? 'monitor.activity.unstar' : 'monitor.activity.star');
  return (
    <ListItem
      data-activity-id={item.id}
      sx={(t) => ({ alignItems: 'flex-start', gap: 1, py: 1, bgcolor: item.starred ? alpha(t.palette.warning.main, 0.08) : undefined })}
      secondaryAction={null}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" component="div" sx={{ color: 'warning.main', fontWeight: 500 }}>
          {item.author}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {translate(`monitor.activity.categories.${item.category}`)}
          </Typography>
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {text}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={item.time}>
          {format.time(item.time)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <Tooltip title={starLabel}>
          <IconButton size="small" aria-label={starLabel} aria-pressed={item.starred} onClick={onStar}>
            {item.starred ? <Star fontSize="small" color="warning" /> : <StarBorder fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={translate('monitor.activity.delete')}>
          <IconButton size="small" aria-label={translate('monitor.activity.delete')} onClick={onDelete}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </ListItem>
  );
}
