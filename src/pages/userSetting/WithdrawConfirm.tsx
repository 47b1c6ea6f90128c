import { Confirm, useNotify } from 'react-admin';
import { useApiMutation } from '../../api';
import { CERTIFICATION } from './settingTypes';
import type { CertificationRecord } from './settingTypes';

/** Asks before a certification request under review is withdrawn, then withdraws it. */
export function WithdrawConfirm({ record, onClose }: { record: CertificationRecord; onClose: () => void }) {
  const notify = useNotify();
  const withdraw = useApiMutation(`${CERTIFICATION}/${record.id}/withdraw`, { invalidates: [CERTIFICATION, '/api/user/latest-activity'] });
  return (
    <Confirm
      isOpen
      loading={withdraw.isPending}
      title="userSetting.certification.withdrawTitle"
      content="userSetting.certification.withdrawContent"
      confirm="userSetting.certification.withdraw"
      cancel="userSetting.security.cancel"
      confirmColor="warning"
      onConfirm={() =>
        withdraw
          .mutateAsync(undefined)
          .then(() => notify('userSetting.certification.withdrawn', { type: 'success' }))
          .catch(() => undefined)
          .finally(onClose)
      }
      onClose={onClose}
    />
  );
}
