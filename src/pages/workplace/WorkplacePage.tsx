import { useEffect } from 'react';
import { Box, Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import { currentProject } from '../../routes/currentProject';
import { Announcements } from './Announcements';
import { BalanceCard } from './BalanceCard';
import { CategoriesDonut } from './CategoriesDonut';
import { ContentChart } from './ContentChart';
import { DocsLinks } from './DocsLinks';
import { OpenRequests } from './OpenRequests';
import { OverviewCard } from './OverviewCard';
import { PopularContents } from './PopularContents';
import { ProjectNotFound } from './ProjectNotFound';
import { QuickOperations } from './QuickOperations';
import { RecentlyVisited } from './RecentlyVisited';
import { usePopularContent } from './usePopularContent';
import { useFirstPaintDone } from '../../hooks/useFirstPaintDone';
import { OPENING_CARDS } from './openingRequests';
import { isProjectMissing, useProjectQuery } from './useProjectQuery';
import type { Announcement, Balance, CategoryShare, ContentPoint, Overview } from '../../../domain/workplace';

/**
 * The workplace of one project (`/project/:projectId`): every card's figures are asked for here,
 * all at once while the page renders (useProjectQuery, openingRequests.ts); the overview also tells
 * whether the project exists for the reader.
 */
export function WorkplacePage() {
  const projectId = useParams().projectId ?? '';
  const overview = useProjectQuery<Overview>(projectId, OPENING_CARDS.overview.card);
  const content = useProjectQuery<ContentPoint[]>(projectId, OPENING_CARDS.content.card);
  const categories = useProjectQuery<CategoryShare[]>(projectId, OPENING_CARDS.categories.card);
  const announcements = useProjectQuery<Announcement[]>(projectId, OPENING_CARDS.announcements.card);
  const balance = useProjectQuery<Balance>(projectId, OPENING_CARDS.balance.card);
  const popular = usePopularContent(projectId);
  // The cards under the overview and the chart, then the side column, mount once the first screen is
  // painted, each in a task of its own (on a phone, in the order they come under the fold): mounting
  // every card in the first screen's one commit was a task the reader's tap waited for (about 30 ms
  // here, four times that on a phone). Their figures are asked for above, with the others'.
  const below = useFirstPaintDone();
  const side = useFirstPaintDone(1);

  // Only a project that answered is remembered as the one to come back to.
  useEffect(() => {
    if (overview.data) currentProject.set(projectId);
  }, [overview.data, projectId]);

  if (isProjectMissing(overview.error)) return <ProjectNotFound projectId={projectId} />;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' }, alignItems: 'start', pb: 2 }}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <OverviewCard query={overview} />
        <ContentChart query={content} />
        {below && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <PopularContents popular={popular} />
            <CategoriesDonut query={categories} />
          </Box>
        )}
      </Stack>
      {/* Each answer re-renders this page (react-query's stores); the cards here that take nothing from it are memo'd. */}
      {side && (
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <QuickOperations />
          <OpenRequests />
          <RecentlyVisited />
          <BalanceCard query={balance} />
          <Announcements query={announcements} />
          <DocsLinks />
        </Stack>
      )}
    </Box>
  );
}
