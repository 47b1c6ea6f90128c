import { Chip, Switch } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { CardShell } from './CardShell';
import { ENDPOINTS, type Preset } from './cardTypes';
import { useCardMutation } from './useCardCollection';

/** A rules preset with its enable switch; the switch shows the stored state and changes it. */
export function PresetCard({ item }: { item: Preset }) {
  const translate = useTranslate();
  const notify = useNotify();
  const patch = useCardMutation<Partial<Preset>>(ENDPOINTS.presets, item.id);
  // While the write is under way the switch shows where it is going.
  const enabled = patch.isPending && patch.variables ? !!patch.variables.enable : item.enable;

  const toggle = async (enable: boolean) => {
    await patch.mutateAsync({ enable });
    notify(enable ? 'cardList.presets.notify.enabled' : 'cardList.presets.notify.disabled', { type: 'success', messageArgs: { title: item.title } });
  };

  return (
    <CardShell
      title={item.title}
      description={item.description}
      tag={enabled && <Chip size="small" color="success" variant="outlined" label={translate('cardList.presets.enabled')} />}
      actions={
        <Switch
          checked={enabled}
          disabled={patch.isPending}
          onChange={(e) => void toggle(e.target.checked).catch(() => undefined)}
          slotProps={{ input: { 'aria-label': translate('cardList.presets.toggle', { title: item.title }) } }}
        />
      }
    />
  );
}
