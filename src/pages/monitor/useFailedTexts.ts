import { useLiveQuery } from './useMonitorApi';

/** A text the SMS gateway could not deliver, as GET /api/monitor/sms-deliveries answers it. */
export interface FailedText {
  id: number;
  /** The number, masked. */
  recipient: string;
  template: string;
  provider: string;
  attempts: number;
  lastError: string | null;
  updatedAt: string;
}

/** How many failed texts the card shows; `total` says how many there are in all. */
export const SHOWN = 10;

/** The newest texts that failed, refreshed as the monitor's other cards are. */
export const useFailedTexts = () => useLiveQuery<{ list: FailedText[]; total: number }>(`/api/monitor/sms-deliveries?state=failed&limit=${SHOWN}`);
