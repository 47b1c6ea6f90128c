import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ArrowDropUp from '@mui/icons-material/ArrowDropUp';
import { useTranslate } from 'react-admin';
import { QueryCard } from '../../components/QueryCard';
import { useFormat } from '../../hooks/useFormat';
import type { PopularContent } from './usePopularContent';
import { CONTENT_TYPES, type ContentType } from '../../../domain/workplace';

/** The most clicked contents of the project, by type, sortable by daily increase. */
export function PopularContents({ popular }: { popular: PopularContent }) {
  const translate = useTranslate();
  const format = useFormat();
  const { type, setType, order, cycleOrder, query, switching } = popular;
  const title = translate('workplace.popular.title');
  return (
    <QueryCard
      errorTitle="workplace.error.title"
      title={title}
      label={title}
      query={query}
      skeleton={<Skeleton variant="rounded" height={240} />}
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={type}
          onChange={(_, v: ContentType | null) => v && setType(v)}
          aria-label={translate('workplace.popular.type')}
        >
          {CONTENT_TYPES.map((t) => (
            <ToggleButton key={t} value={t} sx={{ px: 1.5, py: 0.25 }}>
              {translate(`workplace.contentType.${t}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {(rows) => (
        <Box sx={{ overflowX: 'auto', opacity: switching ? 0.5 : 1, transition: 'opacity .2s' }} aria-busy={switching}>
          <Table
            size="small"
            sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
            aria-label={translate('workplace.popular.tableLabel', { type: translate(`workplace.contentType.${type}`) })}
          >
            <TableHead>
              <TableRow>
                <TableCell>{translate('workplace.popular.rank')}</TableCell>
                <TableCell>{translate('workplace.popular.contentTitle')}</TableCell>
                <TableCell align="right">{translate('workplace.popular.clicks')}</TableCell>
                <TableCell align="right" sortDirection={order ?? false}>
                  <TableSortLabel active={order !== null} direction={order ?? 'desc'} onClick={cycleOrder}>
                    {translate('workplace.popular.increase')}
                  </TableSortLabel>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell>{r.key}</TableCell>
                  <TableCell sx={{ maxWidth: 220 }}>
                    <Typography variant="body2" noWrap title={r.title}>
                      {r.title}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{format.compact(r.clickNumber)}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', color: r.increases > 0 ? 'success.main' : r.increases < 0 ? 'error.main' : 'text.secondary' }}
                  >
                    {format.signedPercent(r.increases)}
                    {r.increases > 0 ? (
                      <ArrowDropUp fontSize="small" sx={{ verticalAlign: 'middle' }} aria-hidden />
                    ) : r.increases < 0 ? (
                      <ArrowDropDown fontSize="small" sx={{ verticalAlign: 'middle' }} aria-hidden />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </QueryCard>
  );
}
