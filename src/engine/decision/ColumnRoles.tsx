import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ColumnRole, DisclosureReport } from '../../../resources/lib/disclosureRules';

/** How each role reads (and the roles this screen words): counts and magnitudes are what the rules check. */
const ROLE_VARIANT: Record<ColumnRole, 'filled' | 'outlined'> = { count: 'filled', magnitude: 'filled', top: 'outlined', other: 'outlined', text: 'outlined' };

/** What the report took each column for: the rules that applied to it follow from it. */
export function ColumnRoles({ report }: { report: DisclosureReport }) {
  const translate = useTranslate();
  if (report.columns.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {translate('mds.engine.decision.disclosure.columns')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {report.columns.map(({ name, role }) => (
          <Chip
            key={name}
            size="small"
            variant={Object.hasOwn(ROLE_VARIANT, role) ? ROLE_VARIANT[role] : 'outlined'}
            label={`${name}: ${translate(`mds.engine.decision.disclosure.role.${role}`, { _: role })}`}
          />
        ))}
      </Stack>
    </Stack>
  );
}
