import { Avatar, Box, Card, CardContent, Divider, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import Article from '@mui/icons-material/ArticleOutlined';
import Campaign from '@mui/icons-material/CampaignOutlined';
import Forum from '@mui/icons-material/ForumOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { useGetIdentity, useTranslate } from 'react-admin';
import { ErrorState } from '../../components/ErrorState';
import type { CardQuery } from '../../components/QueryCard';
import { useFormat } from '../../hooks/useFormat';
import type { Overview } from '../../../domain/workplace';

interface Stat {
  key: string;
  icon: SvgIconComponent;
  tone: 'primary' | 'info' | 'warning' | 'success' | 'error';
  value: string;
  suffix?: string;
}

/** A figure's height, and its placeholder's while it loads: the same, so nothing under the card moves when the figures come. */
const STAT_HEIGHT = 56;

/** The welcome banner and the data panel: the project's headline figures. */
export function OverviewCard({ query }: { query: CardQuery<Overview> }) {
  const translate = useTranslate();
  const { identity, isPending: identityPending } = useGetIdentity();
  const format = useFormat();
  const overview = query.data;
  const stats: Stat[] = overview
    ? [
        { key: 'onlineContent', icon: Article, tone: 'primary', value: format.compact(overview.onlineContent), suffix: translate('workplace.overview.items') },
        { key: 'putIn', icon: Campaign, tone: 'info', value: format.number(overview.putIn), suffix: translate('workplace.overview.items') },
        { key: 'dailyComments', icon: Forum, tone: 'warning', value: format.number(overview.dailyComments), suffix: translate('workplace.overview.items') },
        {
          key: 'growth',
          icon: overview.growth < 0 ? TrendingDown : TrendingUp,
          tone: overview.growth < 0 ? 'error' : 'success',
          value: format.signedPercent(overview.growth),
        },
      ]
    : [];
  return (
    <Card component="section" aria-label={translate('workplace.overview.label')}>
      <CardContent>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 600 }}>
          {identityPending ? <Skeleton width={240} /> : translate('workplace.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
          {overview ? translate('workplace.overview.project', { name: overview.project.name }) : null}
        </Typography>
        <Divider sx={{ my: 2 }} />
        {query.error ? (
          <ErrorState error={query.error} title="workplace.error.title" onRetry={() => void query.refetch()} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' } }}>
            {(overview ? stats : [0, 1, 2, 3]).map((s) =>
              typeof s === 'number' ? (
                <Skeleton key={s} variant="rounded" height={STAT_HEIGHT} />
              ) : (
                <Box key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: STAT_HEIGHT }}>
                  <Avatar sx={(t) => ({ width: 48, height: 48, bgcolor: alpha(t.palette[s.tone].main, 0.12), color: `${s.tone}.main` })}>
                    <s.icon />
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {translate(`workplace.overview.${s.key}`)}
                    </Typography>
                    <Typography
                      component="div"
                      sx={{ fontSize: 22, fontWeight: 600, color: s.key === 'growth' ? `${s.tone}.main` : 'text.primary' }}
                      data-stat={s.key}
                    >
                      {s.value}
                      {s.suffix ? (
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
                          {s.suffix}
                        </Typography>
                      ) : null}
                    </Typography>
                  </Box>
                </Box>
              ),
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
