import { useId } from 'react';
import { Alert, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { useDeclaration } from '../DeclarationsContext';
import { FileDownloadField } from '../files';
import { fieldLabel } from '../labels';
import { useRecordRead } from '../workflow/useRecordRead';
import { DisclosureReportBody } from './DisclosureReportBody';
import { StateTag } from './StateTag';

/**
 * The report the server made of the record's file (a disclosure declaration): each rule passed or
 * failed and the cells at fault, read before the file itself, which is downloaded below it.
 */
export function DisclosurePanel() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const titleId = useId();
  const report = useRecordRead(decl.name, 'getDisclosure', record?.id);
  const disclosure = decl.disclosure;
  if (!disclosure || !record) return null;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography id={titleId} variant="subtitle1" component="h2">
              {translate('mds.engine.decision.disclosure.title')}
            </Typography>
            <StateTag resource={decl.name} field={disclosure.summary} value={record[disclosure.summary]} tones={decl.fields[disclosure.summary]?.tones} />
          </Stack>
          {report.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
          {report.isError && <Alert severity="error">{translate(report.error.message, { _: report.error.message })}</Alert>}
          {report.isSuccess && !report.data && <Typography color="text.secondary">{translate('mds.engine.decision.disclosure.none')}</Typography>}
          {report.isSuccess && report.data && <DisclosureReportBody report={report.data} />}
          <Labeled label={fieldLabel(decl.name, disclosure.file)} source={disclosure.file}>
            <FileDownloadField source={disclosure.file} />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  );
}
