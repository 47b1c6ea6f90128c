import { ListItem, ListItemText, Switch } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useApiMutation, useApiQuery } from '../../api';

const SMS_SETTINGS = '/api/user/sms-settings';

interface SmsSettings {
  reminderSms: boolean;
}

/** A row of the security list: reminders by SMS on or off (fake-api/features/sms.ts); sign-in codes always go. */
export function ReminderSmsSetting() {
  const translate = useTranslate();
  const notify = useNotify();
  const query = useApiQuery<SmsSettings>(SMS_SETTINGS);
  const save = useApiMutation<SmsSettings, SmsSettings>(SMS_SETTINGS, { method: 'PUT', invalidates: [SMS_SETTINGS] });
  const on = query.data?.reminderSms ?? true;
  return (
    <ListItem
      divider
      secondaryAction={
        <Switch
          edge="end"
          checked={on}
          disabled={!query.data || save.isPending}
          onChange={(_, reminderSms) =>
            void save
              .mutateAsync({ reminderSms })
              .then(() => notify('userSetting.security.reminderSmsSaved', { type: 'success' }))
              .catch(() => undefined)
          }
          slotProps={{ input: { 'aria-label': translate('userSetting.security.reminderSms') } }}
        />
      }
      sx={{ py: 1.5, pr: 22 }}
    >
      <ListItemText
        primary={translate('userSetting.security.reminderSms')}
        secondary={translate(on ? 'userSetting.security.reminderSmsOn' : 'userSetting.security.reminderSmsOff')}
        slotProps={{ primary: { sx: { fontWeight: 500 } } }}
      />
    </ListItem>
  );
}
