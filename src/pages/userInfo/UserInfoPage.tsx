import { Grid, Stack } from '@mui/material';
import { useApiQuery } from '../../api';
import { LatestActivityCard } from './LatestActivityCard';
import { MyProjectsCard } from './MyProjectsCard';
import { MyTeamsCard } from './MyTeamsCard';
import { ProjectsAndTeamsCard } from './ProjectsAndTeamsCard';
import { UserInfoHeader } from './UserInfoHeader';
import { USER_INFO, type UserProfile } from './userTypes';
import { VisitsCard } from './VisitsCard';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The page's texts come with its chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/** docs/product.md §2 user info: who the user is, their projects, activity, teams and visits. */
export function UserInfoPage() {
  const profile = useApiQuery<UserProfile>(USER_INFO);
  return (
    <Stack spacing={2}>
      <UserInfoHeader query={profile} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            <MyProjectsCard />
            <LatestActivityCard name={profile.data?.name ?? ''} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <VisitsCard />
            <MyTeamsCard />
            <ProjectsAndTeamsCard />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
