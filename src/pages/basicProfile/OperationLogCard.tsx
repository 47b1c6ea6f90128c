import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import logs from '../../../resources/logs';
import { ErrorState } from '../../components/ErrorState';
import { enumLabel, fieldLabel } from '../../engine';
import { LogStatus } from './LogStatus';
import { useDateTime } from './useDateTime';
import { LOG_PAGE_SIZES, useOperationLog } from './useOperationLog';

const COLUMNS = 5;

/** The operation log (`/api/operation/log`), newest first, paged by the API. */
export function OperationLogCard() {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const { query, page, pageSize, setPage, setPageSize } = useOperationLog();
  const rows = query.data?.list;
  return (
    <Card>
      <CardHeader title={translate('basicProfile.log.title')} slotProps={{ title: { component: 'h2', variant: 'subtitle1', fontWeight: 600 } }} />
      <CardContent sx={{ pt: 0 }}>
        {query.error && !rows ? (
          <ErrorState title="charts.loadFailed" error={query.error} onRetry={() => void query.refetch()} minHeight={200} />
        ) : (
          <>
            {/* A phone scrolls the table sideways, not the page. */}
            <TableContainer>
              <Table size="small" aria-label={translate('basicProfile.log.title')} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(fieldLabel(logs.name, 'contentNumber'))}</TableCell>
                    <TableCell>{translate(fieldLabel(logs.name, 'updateContent'))}</TableCell>
                    <TableCell>{translate('basicProfile.log.status')}</TableCell>
                    <TableCell>{translate(fieldLabel(logs.name, 'updateTime'))}</TableCell>
                    <TableCell>{translate('basicProfile.log.operation')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {!rows &&
                    Array.from({ length: pageSize }, (_, i) => (
                      <TableRow key={i}>
                        <TableCell colSpan={COLUMNS}>
                          <Skeleton />
                        </TableCell>
                      </TableRow>
                    ))}
                  {rows?.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={COLUMNS} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                        {translate('basicProfile.log.empty')}
                      </TableCell>
                    </TableRow>
                  )}
                  {rows?.map((row) => (
                    <TableRow key={row.id} hover>
                      <TableCell>{row.contentNumber}</TableCell>
                      <TableCell>{translate(enumLabel(logs.name, 'updateContent', row.updateContent))}</TableCell>
                      <TableCell>
                        <LogStatus status={row.status} />
                      </TableCell>
                      <TableCell>{dateTime(row.updateTime)}</TableCell>
                      <TableCell>
                        <Button size="small" component={RouterLink} to={`/logs/${row.id}/show`}>
                          {translate('basicProfile.log.view')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={query.data?.total ?? 0}
              page={page}
              rowsPerPage={pageSize}
              rowsPerPageOptions={LOG_PAGE_SIZES}
              onPageChange={(_, p) => setPage(p)}
              onRowsPerPageChange={(e) => setPageSize(Number(e.target.value))}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
