import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Cancel from '@mui/icons-material/CancelOutlined';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DisclosureReport } from '../../../resources/lib/disclosureRules';
import { useRuleText } from './useRuleText';

/** Each rule of the report: passed or failed, what it looks for, and how many cells fail it. */
export function DisclosureRuleList({ report }: { report: DisclosureReport }) {
  const translate = useTranslate();
  const ruleText = useRuleText(report);
  return (
    <List dense disablePadding>
      {report.rules.map((result) => {
        const { name, explanation } = ruleText(result.rule);
        const verdict = result.passed
          ? translate('mds.engine.decision.disclosure.pass')
          : translate('mds.engine.decision.disclosure.fail', { smart_count: result.failing });
        return (
          <ListItem key={result.rule} disableGutters data-rule={result.rule} data-passed={result.passed}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {result.passed ? <CheckCircle color="success" fontSize="small" /> : <Cancel color="error" fontSize="small" />}
            </ListItemIcon>
            <ListItemText
              primary={`${name} · ${verdict}`}
              secondary={explanation}
              slotProps={{ primary: { sx: { color: result.passed ? 'text.primary' : 'error.main', fontWeight: result.passed ? 400 : 600 } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
