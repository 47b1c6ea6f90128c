import { useId } from 'react';
import { alpha, Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DisclosureReport } from '../../../resources/lib/disclosureRules';
import { useRuleText } from './useRuleText';

/** Every failing cell the report lists, by rule: where it is in the file and what it holds, in red. */
export function FailingCellsTable({ report }: { report: DisclosureReport }) {
  const translate = useTranslate();
  const ruleText = useRuleText(report);
  const titleId = useId();
  const failed = report.rules.filter((r) => r.cells.length > 0);
  if (failed.length === 0) return null;
  const t = (key: string) => translate(`mds.engine.decision.disclosure.cells.${key}`);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('title')}
      </Typography>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('rule')}</TableCell>
              <TableCell align="right">{t('row')}</TableCell>
              <TableCell>{t('column')}</TableCell>
              <TableCell align="right">{t('value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {failed.flatMap((r) =>
              r.cells.map((cell, i) => (
                <TableRow key={`${r.rule}-${i}`} data-failing-cell>
                  <TableCell>{ruleText(r.rule).name}</TableCell>
                  <TableCell align="right">{cell.row === 0 ? t('header') : cell.row}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{cell.column}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: 'error.main', fontWeight: 600, bgcolor: (theme) => alpha(theme.palette.error.main, 0.1), overflowWrap: 'anywhere' }}
                  >
                    {cell.value}
                  </TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {failed
        .filter((r) => r.failing > r.cells.length)
        .map((r) => (
          <Typography key={r.rule} variant="caption" color="text.secondary" component="p">
            {`${ruleText(r.rule).name}: ${translate('mds.engine.decision.disclosure.cells.more', { shown: r.cells.length, total: r.failing })}`}
          </Typography>
        ))}
    </Box>
  );
}
