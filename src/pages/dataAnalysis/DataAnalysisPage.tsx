import { Grid, Stack } from '@mui/material';
import { ContentPeriodCard } from './ContentPeriodCard';
import { ContentPublishingCard } from './ContentPublishingCard';
import { PopularAuthorCard } from './PopularAuthorCard';
import { PublicOpinionCard } from './PublicOpinionCard';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The page's texts come with its chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/** docs/product.md §2 data analysis (admin): public opinion, publishing ratio, popular authors, period analysis. */
export function DataAnalysisPage() {
  return (
    <Stack spacing={2}>
      <PublicOpinionCard />
      <Grid container spacing={2}>
        {/* The authors' four columns need about 400 px: 5/12 of a 1280 px screen's content. */}
        <Grid size={{ xs: 12, lg: 7, xl: 8 }}>
          <ContentPublishingCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 5, xl: 4 }}>
          <PopularAuthorCard />
        </Grid>
      </Grid>
      <ContentPeriodCard />
    </Stack>
  );
}
