import { useApiQuery } from '../../api';
import type { ChainGrowth, ChainQuota, DataOverview } from './types';

/** One call feeds the overview and the side charts; react-query shares it between the cards. */
export const useDataOverview = () => useApiQuery<DataOverview>('/api/data-overview');
export const useDataChainGrowth = (quota: ChainQuota) => useApiQuery<ChainGrowth>('/api/data-chain-growth', { method: 'POST', body: { quota } });
