import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { CardShell } from './CardShell';
import { ENDPOINTS, type QualityInspection } from './cardTypes';
import { useCardFormat } from './useCardFormat';
import { useCardMutation } from './useCardCollection';

/** An inspection queue: its three figures; inspection starts/stops and the queue can be deleted. */
export function QualityInspectionCard({ item }: { item: QualityInspection }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useCardFormat();
  const [confirming, setConfirming] = useState(false);
  const patch = useCardMutation<Partial<QualityInspection>>(ENDPOINTS.quality, item.id);
  const remove = useCardMutation(ENDPOINTS.quality, item.id, 'DELETE');
  const busy = patch.isPending || remove.isPending;
  const figures = [
    { label: 'cardList.quality.pending', value: format.number(item.pendingCount) },
    { label: 'cardList.quality.backlog', value: format.duration(item.backlogSeconds) },
    { label: 'cardList.quality.sampling', value: format.number(item.samplingCount) },
  ];

  const toggleInspection = async () => {
    await patch.mutateAsync({ inspecting: !item.inspecting });
    notify(item.inspecting ? 'cardList.quality.notify.stopped' : 'cardList.quality.notify.started', { type: 'success', messageArgs: { title: item.title } });
  };
  const deleteQueue = async () => {
    setConfirming(false);
    await remove.mutateAsync(undefined);
    notify('cardList.quality.notify.deleted', { type: 'success', messageArgs: { title: item.title } });
  };

  return (
    <CardShell
      title={item.title}
      description={item.description}
      tag={item.inspecting && <Chip size="small" color="primary" variant="outlined" label={translate('cardList.quality.inspecting')} />}
      actions={
        <>
          <Button size="small" color="inherit" disabled={busy} onClick={() => setConfirming(true)}>
            {translate('cardList.quality.delete')}
          </Button>
          <Button
            size="small"
            variant={item.inspecting ? 'outlined' : 'contained'}
            disabled={busy}
            onClick={() => void toggleInspection().catch(() => undefined)}
          >
            {translate(item.inspecting ? 'cardList.quality.stop' : 'cardList.quality.inspect')}
          </Button>
          <Confirm
            isOpen={confirming}
            title="cardList.quality.deleteTitle"
            content="cardList.quality.deleteContent"
            titleTranslateOptions={{ title: item.title }}
            confirm="cardList.quality.delete"
            cancel="cardList.cancel"
            confirmColor="warning"
            onConfirm={() => void deleteQueue().catch(() => undefined)}
            onClose={() => setConfirming(false)}
          />
        </>
      }
    >
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {figures.map((f) => (
          <Box key={f.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(f.label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {f.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate('cardList.quality.created', { date: format.date(item.createdTime) })}
      </Typography>
    </CardShell>
  );
}
