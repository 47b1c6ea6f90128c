import { useEffect, useRef, useState } from 'react';
import { Card, CardContent, Skeleton, Stack, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../api';
import { USER_INFO, type UserProfile } from '../userInfo/userTypes';
import { BasicInfoForm } from './BasicInfoForm';
import { CertificationPanel } from './CertificationPanel';
import { SecuritySettings } from './SecuritySettings';
import { UserPanel } from './UserPanel';

const TABS = ['basic', 'security', 'certification'] as const;
type TabName = (typeof TABS)[number];

/** docs/product.md §2 user setting: the account panel with the avatar upload, then basic info, security and certification. */
export function UserSettingPage() {
  const translate = useTranslate();
  const profile = useApiQuery<UserProfile>(USER_INFO);
  const [tab, setTab] = useState<TabName>('basic');
  const focusEmail = useRef(false);
  // "Update email" in the security list: the basic form mounts with its tab, then the email field takes the focus.
  useEffect(() => {
    if (!focusEmail.current || tab !== 'basic' || !profile.data) return;
    document.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    focusEmail.current = false;
  }, [tab, profile.data]);
  const editEmail = () => {
    focusEmail.current = true;
    setTab('basic');
  };
  return (
    <Stack spacing={2}>
      <UserPanel query={profile} />
      <Card>
        <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} variant="scrollable" sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
          {TABS.map((t) => (
            <Tab key={t} value={t} label={translate(`userSetting.tabs.${t}`)} id={`setting-tab-${t}`} aria-controls={`setting-panel-${t}`} />
          ))}
        </Tabs>
        <CardContent sx={{ pt: 3 }} role="tabpanel" id={`setting-panel-${tab}`} aria-labelledby={`setting-tab-${tab}`}>
          {tab === 'basic' &&
            (profile.data ? (
              // Keyed by the last read, so a saved profile becomes the form's new starting point.
              <BasicInfoForm key={profile.dataUpdatedAt} profile={profile.data} />
            ) : (
              <Stack spacing={2} sx={{ maxWidth: 600 }}>
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} variant="rounded" height={40} />
                ))}
              </Stack>
            ))}
          {tab === 'security' && <SecuritySettings onEditEmail={editEmail} />}
          {tab === 'certification' && <CertificationPanel />}
        </CardContent>
      </Card>
    </Stack>
  );
}
