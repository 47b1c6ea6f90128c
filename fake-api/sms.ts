/**
 * The fake SMS gateway: "sends" a code by writing it to the log and keeps the last few in an
 * outbox that demo mode shows at GET /api/dev/sms-outbox (fake-api/features/phoneAuth.ts).
 */
import { maskPhone } from '../domain/userProfile';

export interface SentSms {
  /** Full number, kept in memory only; the outbox answers it masked. */
  phone: string;
  code: string;
  sentAt: number;
  expiresAt: number;
}

const OUTBOX_SIZE = 50;

export class SmsGateway {
  private readonly sent: SentSms[] = [];

  constructor(
    private readonly log: (line: string) => void = (line) => console.log(line),
    /** Told of each message sent (the metrics, when on). */
    private readonly observe?: (state: 'sent') => void,
  ) {}

  send(sms: SentSms): void {
    this.sent.unshift(sms);
    this.sent.length = Math.min(this.sent.length, OUTBOX_SIZE);
    this.log(`[fake-api] sms to ${maskPhone(sms.phone)}: your MDS Console sign-in code is ${sms.code}`);
    this.observe?.('sent');
  }

  /** Newest first; only one phone's when asked. */
  outbox(phone?: string): SentSms[] {
    return phone ? this.sent.filter((s) => s.phone === phone) : [...this.sent];
  }
}
