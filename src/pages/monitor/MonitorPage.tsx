import { Box, Stack } from '@mui/material';
import { ActivityFeed } from './ActivityFeed';
import { InfoFormCard } from './InfoFormCard';
import { JobsCard } from './JobsCard';
import { OperationsCard } from './OperationsCard';
import { PreviewCard } from './PreviewCard';
import { ScheduledJobsCard } from './ScheduledJobsCard';
import { FailedTextsCard } from './FailedTextsCard';
import { StatusCard } from './StatusCard';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The page's texts come with its chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/**
 * Real-time monitor of the data services (admin): the activity feed on the left, the live
 * preview, the jobs and the API's scheduled jobs in the centre, the service status, operations and information on the
 * right. On narrower screens the columns wrap and the centre comes first.
 */
export function MonitorPage() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        pb: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px', xl: '300px minmax(0, 1fr) 300px' },
        gridTemplateAreas: { xs: '"centre" "right" "left"', md: '"centre right" "left right"', xl: '"left centre right"' },
      }}
    >
      <Box sx={{ gridArea: 'left', minWidth: 0 }}>
        <ActivityFeed />
      </Box>
      <Stack spacing={2} sx={{ gridArea: 'centre', minWidth: 0 }}>
        <PreviewCard />
        <JobsCard />
        <ScheduledJobsCard />
        <FailedTextsCard />
      </Stack>
      <Stack spacing={2} sx={{ gridArea: 'right', minWidth: 0 }}>
        <StatusCard />
        <OperationsCard />
        <InfoFormCard />
      </Stack>
    </Box>
  );
}
