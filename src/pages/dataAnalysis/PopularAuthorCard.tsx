import { useTranslate } from 'react-admin';
import { ChartCard } from '../../charts';
import { PopularAuthorTable } from './PopularAuthorTable';
import { usePopularAuthors } from './useAnalysisQueries';

/** The most clicked authors. */
export function PopularAuthorCard() {
  const translate = useTranslate();
  const query = usePopularAuthors();
  return (
    <ChartCard title={translate('dataAnalysis.author.title')} query={query} height={347}>
      {(data) => <PopularAuthorTable authors={data.list} />}
    </ChartCard>
  );
}
