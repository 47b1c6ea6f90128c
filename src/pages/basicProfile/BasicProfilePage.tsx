import { Card, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorState } from '../../components/ErrorState';
import { ApprovalCard } from './ApprovalCard';
import { OperationLogCard } from './OperationLogCard';
import { ParametersCard } from './ParametersCard';
import { useBasicProfile } from './useBasicProfile';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The page's texts come with its chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/** docs/product.md §3 "Basic profile": the approval flow, the parameters (now and before) and the log. */
export function BasicProfilePage() {
  const translate = useTranslate();
  const { query, busy, approve, cancel } = useBasicProfile();
  const profile = query.data;
  return (
    <Stack spacing={2}>
      {query.error && !profile ? (
        <Card>
          <ErrorState title="charts.loadFailed" error={query.error} onRetry={() => void query.refetch()} minHeight={240} />
        </Card>
      ) : (
        <>
          <ApprovalCard process={profile?.process} busy={busy} onApprove={approve} onCancel={cancel} />
          <ParametersCard title={translate('basicProfile.current')} params={profile} compareTo={profile?.original} />
          <ParametersCard title={translate('basicProfile.original')} params={profile?.original} />
        </>
      )}
      <OperationLogCard />
    </Stack>
  );
}
