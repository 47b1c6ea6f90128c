import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DisclosureReport } from '../../../resources/lib/disclosureRules';
import { ColumnRoles } from './ColumnRoles';
import { DisclosureRuleList } from './DisclosureRuleList';
import { FailingCellsTable } from './FailingCellsTable';

/** A report's verdict, its rules, the cells at fault and the columns' roles; an image gets a check by eye instead. */
export function DisclosureReportBody({ report }: { report: DisclosureReport }) {
  const translate = useTranslate();
  if (report.kind === 'image') return <Alert severity="warning">{translate('mds.engine.decision.disclosure.manual')}</Alert>;
  return (
    <>
      <Alert severity={report.passed ? 'success' : 'error'}>
        {translate(report.passed ? 'mds.engine.decision.disclosure.passed' : 'mds.engine.decision.disclosure.failed')}
        {' · '}
        {translate('mds.engine.decision.disclosure.threshold', { threshold: report.threshold })}
      </Alert>
      <DisclosureRuleList report={report} />
      <FailingCellsTable report={report} />
      <ColumnRoles report={report} />
    </>
  );
}
