import { useId } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ownerNameField } from '../../../resources/lib/schema';
import { useDeclaration } from '../DeclarationsContext';
import { fieldLabel } from '../labels';
import { DecisionActions } from './DecisionActions';
import { StateTag } from './StateTag';

/** The top of a decision screen: what the record is, where it stands, who asks, and what the viewer may decide. */
export function DecisionHeader() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const titleId = useId();
  if (!record) return null;
  const stateField = decl.workflow?.field;
  const requester = ownerNameField(decl);
  const name = requester ? record[requester] : undefined;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {translate('mds.engine.decision.header.record', { resource: translate(`resources.${decl.name}.name`, { smart_count: 1 }), id: record.id })}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
              <Typography id={titleId} variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {String(record[decl.recordLabel] ?? record.id)}
              </Typography>
              {stateField && <StateTag resource={decl.name} field={stateField} value={record[stateField]} tones={decl.fields[stateField]?.tones} />}
            </Stack>
            {requester && typeof name === 'string' && name !== '' && (
              <Typography variant="body2" color="text.secondary">
                {translate('mds.engine.decision.header.requester', { label: translate(fieldLabel(decl.name, requester)), name })}
              </Typography>
            )}
          </Stack>
          <DecisionActions />
        </Stack>
      </CardContent>
    </Card>
  );
}
