import { Alert, Box, Button } from '@mui/material';
import { useEditContext, useRecordContext, useTranslate } from 'react-admin';
import { addChunkMessages } from '../../i18n/chunkMessages';
import { useDeclaration } from '../DeclarationsContext';
import { changeLabel } from '../history/revisionWords';
import { useRevisionText } from '../history/useRevisionText';
import { useChangedElsewhere } from './useChangedElsewhere';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

addChunkMessages({ 'en-US': en, 'zh-CN': zh });

/**
 * Atop a record's edit form, from the live stream: a change someone else made while it is open
 * (who, when, which fields), with the record read again on request. A save made anyway is still
 * checked against their change (the conflict dialog).
 */
export function LiveRecord() {
  const decl = useDeclaration();
  const record = useRecordContext();
  const { refetch } = useEditContext();
  const translate = useTranslate();
  const text = useRevisionText();
  const { change, dismiss } = useChangedElsewhere(decl, record?.id);
  const reload = () => {
    dismiss();
    void refetch?.();
  };
  const at = change?.event.at;
  const when = at ? { time: text.absolute({ at }), ago: text.relative({ at }) } : undefined;
  const who = change?.event.actor?.name ?? translate('mds.engine.live.system');
  const fields = change?.fields?.map((f) => changeLabel(translate, decl.name, f)).join(translate('mds.engine.live.and'));
  const deleted = change?.event.action === 'delete';
  return (
    <Box sx={{ px: 2, pt: 2, '&:empty': { display: 'none' } }}>
      {change && when && (
        <Alert
          severity="warning"
          role="alert"
          onClose={dismiss}
          action={
            deleted ? undefined : (
              <Button color="inherit" size="small" onClick={reload}>
                {translate('mds.engine.live.reload')}
              </Button>
            )
          }
        >
          {translate(deleted ? 'mds.engine.live.deleted' : fields ? 'mds.engine.live.changedFields' : 'mds.engine.live.changed', {
            name: who,
            ...when,
            fields,
          })}
        </Alert>
      )}
    </Box>
  );
}
