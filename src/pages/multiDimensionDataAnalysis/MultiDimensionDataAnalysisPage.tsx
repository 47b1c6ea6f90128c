import { Box, Grid, Stack } from '@mui/material';
import { ChainGrowthCard } from './ChainGrowthCard';
import { ContentTypeCard } from './ContentTypeCard';
import { DataOverviewCard } from './DataOverviewCard';
import { PublishingSourceCard } from './PublishingSourceCard';
import { UserActionsCard } from './UserActionsCard';
import { CHAIN_CARDS } from './types';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The page's texts come with its chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/** docs/product.md §2 multi-dimension data analysis (admin): overview, user actions, content types, chain growth, sources. */
export function MultiDimensionDataAnalysisPage() {
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <DataOverviewCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          {/* The radar takes what height the overview leaves; the bars keep theirs. */}
          <Stack spacing={2} sx={{ height: '100%' }}>
            <Box sx={{ flexShrink: 0 }}>
              <UserActionsCard />
            </Box>
            <Box sx={{ flex: 1 }}>
              <ContentTypeCard />
            </Box>
          </Stack>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        {/* Four in a row only where each title fits on one line (a wrapped one pushed its chart down). */}
        {CHAIN_CARDS.map(({ quota, chart }, i) => (
          <Grid key={quota} size={{ xs: 12, sm: 6, xl: 3 }}>
            <ChainGrowthCard quota={quota} chart={chart} colorIndex={i} />
          </Grid>
        ))}
      </Grid>
      <PublishingSourceCard />
    </Stack>
  );
}
