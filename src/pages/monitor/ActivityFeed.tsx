import { useState } from 'react';
import { Box, Card, CardHeader, Divider, IconButton, InputAdornment, List, MenuItem, Skeleton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Search from '@mui/icons-material/Search';
import { Confirm, useTranslate } from 'react-admin';
import { ErrorState } from '../../components/ErrorState';
import { ActivityRow } from './ActivityRow';
import { NoteComposer } from './NoteComposer';
import { ACTIVITY_CATEGORIES, type ActivityItem } from '../../../domain/monitor';
import { useActivityFeed, type CategoryFilter } from './useActivityFeed';

/** Left column: what happens in the data services, and the operators' notes. */
export function ActivityFeed() {
  const translate = useTranslate();
  const feed = useActivityFeed();
  const [deleting, setDeleting] = useState<ActivityItem | null>(null);
  const title = translate('monitor.activity.title');
  const items = feed.query.data;
  return (
    <Card component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', height: { lg: 'calc(100vh - 140px)' }, minHeight: 480 }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }} sx={{ pb: 1 }} />
      <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('monitor.activity.category')}
          value={feed.category}
          onChange={(e) => feed.setCategory(e.target.value as CategoryFilter)}
          sx={{ minWidth: 96 }}
        >
          <MenuItem value="all">{translate('monitor.activity.categories.all')}</MenuItem>
          {ACTIVITY_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {translate(`monitor.activity.categories.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          placeholder={translate('monitor.activity.search')}
          value={feed.search}
          onChange={(e) => feed.setSearch(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': translate('monitor.activity.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Tooltip title={translate('monitor.activity.export')}>
          <span>
            <IconButton aria-label={translate('monitor.activity.export')} onClick={feed.exportShown} disabled={!items?.length}>
              <Download />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 200 }}>
        {feed.query.error ? (
          <ErrorState title="workplace.error.title" error={feed.query.error} onRetry={() => void feed.query.refetch()} />
        ) : !items ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={52} />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {translate(feed.total ? 'monitor.activity.noMatch' : 'monitor.activity.empty')}
          </Typography>
        ) : (
          <List dense aria-label={translate('monitor.activity.listLabel')}>
            {items.map((a) => (
              <ActivityRow key={a.id} item={a} text={feed.text(a)} onStar={() => feed.toggleStar(a)} onDelete={() => setDeleting(a)} />
            ))}
          </List>
        )}
      </Box>
      <Divider />
      <NoteComposer />
      <Confirm
        isOpen={!!deleting}
        title="monitor.activity.deleteTitle"
        content="monitor.activity.deleteContent"
        onConfirm={() => {
          if (deleting) void feed.remove(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
