/** The key a phone number is looked up, limited and logged by. */
import { normalizePhone } from '../resources/lib/phoneAuth';

export const phoneKey = (raw: string): string => normalizePhone(raw);
