import { Grid, Stack } from '@mui/material';
import { ContentPeriodCard } from './ContentPeriodCard';
import { ContentPublishingCard } from './ContentPublishingCard';
import { PopularAuthorCard } from './PopularAuthorCard';
import { PublicOpinionCard } from './PublicOpinionCard';

/** docs/product.md §2 data analysis (admin): public opinion, publishing ratio, popular authors, period analysis. */
export function DataAnalysisPage() {
  return (
    <Stack spacing={2}>
      <PublicOpinionCard />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ContentPublishingCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <PopularAuthorCard />
        </Grid>
      </Grid>
      <ContentPeriodCard />
    </Stack>
  );
}
