import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Health } from '../../../domain/monitor';

const TONE = { healthy: 'success', degraded: 'warning', maintenance: 'default' } as const;

export function HealthChip({ health }: { health: Health }) {
  const translate = useTranslate();
  return <Chip size="small" color={TONE[health]} label={translate(`monitor.health.${health}`)} data-health={health} />;
}
