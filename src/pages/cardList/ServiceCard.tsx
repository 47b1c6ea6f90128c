import { useState } from 'react';
import { Avatar, Button, Chip, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import FilterAlt from '@mui/icons-material/FilterAltOutlined';
import Hub from '@mui/icons-material/HubOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import PersonSearch from '@mui/icons-material/PersonSearchOutlined';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { CardShell } from './CardShell';
import { ENDPOINTS, type Service } from './cardTypes';
import { renewedExpiry, serviceState } from './serviceState';
import { useCardFormat } from './useCardFormat';
import { useCardMutation } from './useCardCollection';

const ICONS = { funnel: FilterAlt, distribution: MapIcon, resource: Hub, portrait: PersonSearch } as const;

/** A service: opened, expired or not opened; open, cancel (after a confirmation) or renew it. */
export function ServiceCard({ item }: { item: Service }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useCardFormat();
  const [confirming, setConfirming] = useState(false);
  const patch = useCardMutation<Partial<Service>>(ENDPOINTS.services, item.id);
  const state = serviceState(item);
  const Icon = ICONS[item.icon] ?? FilterAlt;

  const change = async (body: Partial<Service>, message: string, args: Record<string, string> = {}) => {
    await patch.mutateAsync(body);
    notify(message, { type: 'success', messageArgs: { title: item.title, ...args } });
  };
  const renew = () => {
    const expires = renewedExpiry(item.expires);
    return change({ enable: true, expires }, 'cardList.services.notify.renewed', { date: format.date(expires) });
  };
  const run = (p: Promise<unknown>) => void p.catch(() => undefined);

  return (
    <CardShell
      title={item.title}
      description={item.description}
      avatar={
        <Avatar sx={{ width: 28, height: 28, bgcolor: '#626aea', color: '#fff' }}>
          <Icon sx={{ fontSize: 18 }} />
        </Avatar>
      }
      tag={
        state === 'opened' ? (
          <Chip size="small" color="success" variant="outlined" icon={<CheckCircle />} label={translate('cardList.services.opened')} />
        ) : state === 'expired' ? (
          <Chip size="small" color="error" variant="outlined" label={translate('cardList.services.expired')} />
        ) : (
          <Chip size="small" variant="outlined" label={translate('cardList.services.closed')} />
        )
      }
      actions={
        state === 'expired' ? (
          <Button size="small" variant="outlined" disabled={patch.isPending} onClick={() => run(renew())}>
            {translate('cardList.services.renew')}
          </Button>
        ) : state === 'opened' ? (
          <>
            <Button size="small" color="inherit" disabled={patch.isPending} onClick={() => setConfirming(true)}>
              {translate('cardList.services.cancel')}
            </Button>
            <Confirm
              isOpen={confirming}
              title="cardList.services.cancelTitle"
              titleTranslateOptions={{ title: item.title }}
              content="cardList.services.cancelContent"
              confirm="cardList.services.cancel"
              cancel="cardList.services.keep"
              confirmColor="warning"
              onConfirm={() => {
                setConfirming(false);
                run(change({ enable: false }, 'cardList.services.notify.cancelled'));
              }}
              onClose={() => setConfirming(false)}
            />
          </>
        ) : (
          <Button size="small" variant="outlined" disabled={patch.isPending} onClick={() => run(change({ enable: true }, 'cardList.services.notify.opened'))}>
            {translate('cardList.services.open')}
          </Button>
        )
      }
    >
      <Typography variant="caption" color={state === 'expired' ? 'error' : 'text.secondary'}>
        {item.expires
          ? translate(state === 'expired' ? 'cardList.services.expiredOn' : 'cardList.services.until', { date: format.date(item.expires) })
          : translate('cardList.services.noEnd')}
      </Typography>
    </CardShell>
  );
}
