import { useApiQuery } from '../../api';
import type { OpinionQuota, OpinionResult, PopularAuthor, SeriesData } from './types';

export const usePublicOpinion = (quota: OpinionQuota) => useApiQuery<OpinionResult>('/api/public-opinion-analysis', { method: 'POST', body: { quota } });
export const useContentPublish = () => useApiQuery<SeriesData>('/api/content-publish');
export const useContentPeriod = () => useApiQuery<SeriesData>('/api/content-period-analysis');
export const usePopularAuthors = () => useApiQuery<{ list: PopularAuthor[] }>('/api/popular-author/list');
