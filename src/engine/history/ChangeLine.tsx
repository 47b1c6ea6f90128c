import { Box, Typography } from '@mui/material';
import { useDeclaration } from '../DeclarationsContext';
import { ChangeValue } from './ChangeValue';
import { LineDiffView } from './LineDiffView';
import type { RevisionChange } from './revision';
import { isLongChange } from './revisionWords';
import type { RevisionText } from './useRevisionText';

const asText = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/**
 * One field's change: "Status: Draft → Final", or a long text's lines removed and added. `created`:
 * the record's first values, each shown alone ("Status: Draft").
 */
export function ChangeLine({ change, text, created = false }: { change: RevisionChange; text: RevisionText; created?: boolean }) {
  const decl = useDeclaration();
  const label = (
    <Box component="span" sx={{ fontWeight: 500 }}>
      {text.label(change.field)}
    </Box>
  );
  if (isLongChange(decl, change))
    return (
      <Typography component="li" variant="body2" data-field={change.field}>
        {label}
        <LineDiffView before={asText(change.before)} after={asText(change.after)} />
      </Typography>
    );
  return (
    <Typography component="li" variant="body2" data-field={change.field} sx={{ overflowWrap: 'anywhere' }}>
      {label}
      {!created && (
        <>
          <ChangeValue field={change.field} value={change.before} was text={text} />
          {' → '}
        </>
      )}
      <ChangeValue field={change.field} value={change.after} text={text} />
    </Typography>
  );
}
