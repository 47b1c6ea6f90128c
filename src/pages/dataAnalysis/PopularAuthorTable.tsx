import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PopularAuthor } from './types';
import { useSortedRows } from './useSortedRows';
import { useFormat } from '../../hooks/useFormat';

const SORTABLE = ['contentCount', 'clickCount'] as const;

/** Authors by ranking; content and click numbers sort on a header click. */
export function PopularAuthorTable({ authors }: { authors: PopularAuthor[] }) {
  const translate = useTranslate();
  const format = useFormat();
  const { rows, sort, toggle } = useSortedRows<PopularAuthor, (typeof SORTABLE)[number]>(authors);
  return (
    <TableContainer sx={{ maxHeight: 350 }}>
      <Table
        size="small"
        stickyHeader
        aria-label={translate('dataAnalysis.author.title')}
        sx={{ '& th, & td': { px: 1 }, '& td': { whiteSpace: 'nowrap' }, '& th': { wordBreak: 'keep-all' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('dataAnalysis.author.ranking')}</TableCell>
            <TableCell>{translate('dataAnalysis.author.author')}</TableCell>
            {SORTABLE.map((field) => {
              const label = translate(`dataAnalysis.author.${field}`);
              return (
                <TableCell key={field} align="right" sortDirection={sort?.field === field ? sort.order : false}>
                  <TableSortLabel
                    active={sort?.field === field}
                    direction={sort?.field === field ? sort.order : 'desc'}
                    onClick={() => toggle(field)}
                    title={translate('dataAnalysis.author.sortBy', { column: label })}
                  >
                    {label}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.ranking} hover>
              <TableCell>{r.ranking}</TableCell>
              <TableCell>{r.author}</TableCell>
              <TableCell align="right">{format.number(r.contentCount)}</TableCell>
              <TableCell align="right">{format.number(r.clickCount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
