import { Card, Grid, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useDeclaration } from '../DeclarationsContext';
import { HistoryPanel, keepsHistory } from '../history';
import { TransitionHistory } from '../workflow';
import { DecisionFields } from './DecisionFields';
import { DecisionHeader } from './DecisionHeader';
import { DisclosurePanel } from './DisclosurePanel';
import { TimelinePanel } from './TimelinePanel';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The decision screens' texts come with this chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/**
 * A workflow record laid out for whoever decides on it: the header with the decisions on top; then
 * what is decided on (its fields, its file's disclosure report) beside what happened so far (its
 * workflow's history, its timeline, every change of its fields with revert). On a phone the columns
 * stack in that order.
 */
export function DecisionShowLayout() {
  const decl = useDeclaration();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ mt: { xs: 1, sm: 2 }, mb: 2 }}>
      <DecisionHeader />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7, xl: 8 }}>
          <Stack spacing={2}>
            <DecisionFields />
            {decl.disclosure && <DisclosurePanel />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5, xl: 4 }}>
          <Stack spacing={2}>
            <Card>
              <TransitionHistory />
            </Card>
            {decl.timeline && <TimelinePanel />}
            {keepsHistory(decl) && (
              <Card>
                <HistoryPanel />
              </Card>
            )}
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
