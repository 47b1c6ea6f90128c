import { useState, type ReactNode } from 'react';
import { Button, List, ListItem, ListItemText, Skeleton, Stack } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useApiMutation, useApiQuery } from '../../api';
import { ErrorState } from '../../components/ErrorState';
import { ReminderSmsSetting } from './ReminderSmsSetting';
import type { SecurityState } from './settingTypes';

const SECURITY = '/api/user/security';

/** The account's security as it stands (password, phone, email, devices) with what can be done about it. */
export function SecuritySettings({ onEditEmail }: { onEditEmail: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const query = useApiQuery<SecurityState>(SECURITY);
  const signOut = useApiMutation<{ revoked: number }>('/api/user/security/sign-out-others', { invalidates: [SECURITY] });
  const [confirming, setConfirming] = useState(false);

  if (query.error && !query.data) return <ErrorState error={query.error} title="userSetting.error" onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Stack spacing={2}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    );
  const security = query.data;
  const rows: { key: string; title: string; text: string; action?: ReactNode }[] = [
    {
      key: 'password',
      title: 'userSetting.security.password',
      text: translate(security.password.set ? 'userSetting.security.passwordSet' : 'userSetting.security.passwordUnset'),
    },
    {
      key: 'phone',
      title: 'userSetting.security.phone',
      text: security.phone.bound
        ? translate('userSetting.security.phoneBound', { phone: security.phone.masked })
        : translate('userSetting.security.phoneUnbound'),
    },
    {
      key: 'email',
      title: 'userSetting.security.email',
      text: security.email.bound
        ? translate('userSetting.security.emailBound', { email: security.email.address })
        : translate('userSetting.security.emailUnbound'),
      action: (
        <Button size="small" onClick={onEditEmail}>
          {translate('userSetting.security.update')}
        </Button>
      ),
    },
    {
      key: 'sessions',
      title: 'userSetting.security.sessions',
      text: translate('userSetting.security.sessionsCount', { smart_count: security.sessions.active }),
      action: (
        <Button size="small" disabled={security.sessions.active <= 1 || signOut.isPending} onClick={() => setConfirming(true)}>
          {translate('userSetting.security.signOutOthers')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <List disablePadding aria-label={translate('userSetting.tabs.security')}>
        {rows.map((r) => (
          <ListItem key={r.key} divider secondaryAction={r.action} sx={{ py: 1.5, pr: r.action ? 22 : 2 }}>
            <ListItemText primary={translate(r.title)} secondary={r.text} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
          </ListItem>
        ))}
        <ReminderSmsSetting />
      </List>
      <Confirm
        isOpen={confirming}
        title="userSetting.security.signOutTitle"
        content="userSetting.security.signOutContent"
        confirm="userSetting.security.signOutOthers"
        cancel="userSetting.security.cancel"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          signOut
            .mutateAsync(undefined)
            .then(({ revoked }) => notify('userSetting.security.signedOut', { type: 'success', messageArgs: { smart_count: revoked } }))
            .catch(() => undefined);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
