/**
 * The SMS gateway: one way to send every text (sign-in codes, reminders), by the provider
 * SMS_PROVIDER names (smsProviders/settings.ts): the log, a signed webhook or Alibaba Cloud SMS.
 * Each text is a row of `mds_sms_deliveries` (queued, then sent or failed, with its attempts and
 * last error) that admins read at GET /api/monitor/sms-deliveries (features/smsDeliveries.ts).
 * A failed attempt is tried again after 0.5 s and 2 s (3 attempts) when another may help: a
 * timeout, a network error, a 5xx; never a 4xx. `send` answers after the first attempt and the
 * retries go on in the background: a sign-in waits for one attempt (SMS_TIMEOUT_MS at most), not
 * for all three. The log provider also keeps the last codes in memory, for demo mode's outbox
 * (GET /api/dev/sms-outbox in features/phoneAuth.ts).
 */
import { maskPhone } from '../domain/userProfile';
import type { AnyDb, Data } from './data';
import type { SmsDeliveryRow } from './database/tables';
import { aliyunProvider } from './smsProviders/aliyun';
import type { AttemptResult, SmsProvider, SmsRequest } from './smsProviders/provider';
import { DEFAULT_TIMEOUT_MS, smsSettings, type SmsProviderName, type SmsSettings } from './smsProviders/settings';
import { webhookProvider } from './smsProviders/webhook';
import { languageOf, smsText, type SmsLanguage } from './smsTexts';

export interface SmsMessage {
  /** E.164 (fake-api/phone.ts). */
  to: string;
  /** signIn, reminder, or a reminder's own key (notice.reminder.grantEnds…): the provider's template. */
  template: string;
  /** The template's values (a sign-in's `code`), as a provider's template takes them. */
  params: Record<string, string | number>;
  /** The caller's own text; else the gateway writes it in `lang` (smsTexts.ts). */
  text?: string;
  lang?: SmsLanguage;
  /** When a sign-in code stops working: the text says how many minutes, the outbox shows it. */
  expiresAt?: number;
}

export type DeliveryState = SmsDeliveryRow['state'];

export interface SmsOutcome {
  /** The delivery's row; 0 when it could not be recorded. */
  id: number;
  state: DeliveryState;
  attempts: number;
  error: string | null;
}

/** After the first attempt; `final` settles once the retries are over (it never rejects). */
export type SmsDelivery = SmsOutcome & { final: Promise<SmsOutcome> };

export interface SentSms {
  /** Full number, kept in memory only; the outbox answers it masked. */
  phone: string;
  code: string;
  sentAt: number;
  expiresAt: number;
}

export interface SmsGatewayOptions {
  /** Default: the log provider, as in demo mode. */
  settings?: SmsSettings;
  /** Where deliveries are recorded; without it (a command-line tool) they are only logged. */
  data?: Data;
  now?: () => number;
  /** Where the gateway writes its lines, the log provider's texts among them (default: the console log). */
  log?: (line: string) => void;
  /** Told of each delivery's final state (the metrics, when on). */
  observe?: (state: 'sent' | 'failed') => void;
  /** Waits before the second and third attempts. */
  retryDelaysMs?: readonly number[];
}

const OUTBOX_SIZE = 50;
export const RETRY_DELAYS_MS = [500, 2000] as const;
const STOPPED = 'the API stopped before the next attempt';

export class SmsGateway {
  private readonly sent: SentSms[] = [];
  private readonly provider: SmsProvider;
  readonly providerName: SmsProviderName;
  private readonly timeoutMs: number;
  private readonly data?: Data;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly observe?: (state: 'sent' | 'failed') => void;
  private readonly delays: readonly number[];
  private readonly running = new Set<Promise<unknown>>();
  private readonly waits = new Set<() => void>();
  private closing = false;

  constructor(options: SmsGatewayOptions = {}) {
    const settings = options.settings ?? { provider: 'log', timeoutMs: DEFAULT_TIMEOUT_MS };
    this.providerName = settings.provider;
    this.timeoutMs = settings.timeoutMs;
    this.data = options.data;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.log(line));
    this.observe = options.observe;
    this.delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.provider =
      settings.provider === 'webhook'
        ? webhookProvider(settings.webhook)
        : settings.provider === 'aliyun'
          ? aliyunProvider(settings.aliyun)
          : { attempt: async (request) => this.logged(request) };
  }

  /** Sends a text; answers after the first attempt, never rejects (a failure is an outcome). */
  send(message: SmsMessage): Promise<SmsDelivery> {
    if (this.closing) {
      const stopped = { id: 0, state: 'failed' as const, attempts: 0, error: STOPPED };
      return Promise.resolve({ ...stopped, final: Promise.resolve(stopped) });
    }
    let first!: (outcome: SmsOutcome) => void;
    const answered = new Promise<SmsOutcome>((resolve) => (first = resolve));
    const final = this.deliver(message, first).catch((e: unknown) => {
      this.log(`[sms] ${message.template} to ${maskPhone(message.to)}: not recorded (${(e as Error).name})`);
      return { id: 0, state: 'failed' as const, attempts: 0, error: 'not recorded' };
    });
    this.running.add(final);
    void final.then((outcome) => {
      this.running.delete(final);
      this.observe?.(outcome.state === 'sent' ? 'sent' : 'failed');
      first(outcome);
    });
    return answered.then((outcome) => ({ ...outcome, final }));
  }

  /** Newest first; only one phone's when asked. */
  outbox(phone?: string): SentSms[] {
    return phone ? this.sent.filter((s) => s.phone === phone) : [...this.sent];
  }

  /** Before the database closes: no new attempt starts, a waiting retry is recorded failed, attempts under way end. */
  async close(): Promise<void> {
    this.closing = true;
    for (const wake of this.waits) wake();
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private async deliver(message: SmsMessage, first: (outcome: SmsOutcome) => void): Promise<SmsOutcome> {
    const lang = message.lang ?? languageOf(message.to);
    const params = { ...message.params };
    if (message.expiresAt !== undefined) params.minutes = Math.max(1, Math.round((message.expiresAt - this.now()) / 60_000));
    const text = message.text ?? smsText(message.template, params, lang);
    const request: SmsRequest = { to: message.to, template: message.template, params: message.params, text: text ?? '' };
    const recipient = maskPhone(message.to);
    const id = await this.record(undefined, { recipient, template: message.template, state: 'queued', attempts: 0, last_error: null });
    let outcome: SmsOutcome = { id, state: 'queued', attempts: 0, error: null };
    while (outcome.state === 'queued') {
      const result: AttemptResult = this.closing
        ? { ok: false, retry: false, error: STOPPED }
        : text === undefined
          ? { ok: false, retry: false, error: `no text for template ${message.template}` }
          : await this.provider.attempt(request, this.timeoutMs).catch(() => ({ ok: false, retry: true, error: 'the provider failed' }));
      const attempts = outcome.attempts + (result.ok || result.error !== STOPPED ? 1 : 0);
      const last = result.ok || !result.retry || attempts > this.delays.length;
      const state = result.ok ? 'sent' : last ? 'failed' : 'queued';
      const error = result.ok ? null : result.error;
      await this.record(id, { state, attempts, last_error: error });
      outcome = { id, state, attempts, error };
      if (state === 'sent' && message.template === 'signIn' && this.providerName === 'log') this.keep(message);
      if (attempts === 1) first(outcome);
      if (state === 'queued') {
        this.log(`[sms] ${message.template} to ${recipient} via ${this.providerName}: attempt ${attempts} failed (${error}), trying again`);
        await this.wait(this.delays[attempts - 1]);
      }
    }
    if (this.providerName !== 'log' || outcome.state === 'failed')
      this.log(
        `[sms] ${message.template} to ${recipient} via ${this.providerName}: ${outcome.state} after ${outcome.attempts} attempt(s)${outcome.error ? ` (${outcome.error})` : ''}`,
      );
    return outcome;
  }

  /** The log provider's "sending": one line, as the fake gateway always wrote it. */
  private logged({ to, text }: SmsRequest): AttemptResult {
    this.log(`[fake-api] sms to ${maskPhone(to)}: ${text}`);
    return { ok: true };
  }

  private keep(message: SmsMessage) {
    const t = this.now();
    this.sent.unshift({ phone: message.to, code: String(message.params.code), sentAt: t, expiresAt: message.expiresAt ?? t });
    this.sent.length = Math.min(this.sent.length, OUTBOX_SIZE);
  }

  /** A new row (id undefined), or its change; answers its id (0 when there is no database). */
  private async record(id: number | undefined, row: Partial<Omit<SmsDeliveryRow, 'id'>>): Promise<number> {
    const data = this.data;
    if (!data) return 0;
    const t = this.now();
    return data.transaction(async (trx: AnyDb) => {
      if (id !== undefined) {
        await trx
          .updateTable('mds_sms_deliveries')
          .set({ ...row, updated_at: t })
          .where('id', '=', id)
          .execute();
        return id;
      }
      const made = await trx
        .insertInto('mds_sms_deliveries')
        .values({ ...row, provider: this.providerName, created_at: t, updated_at: t })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(made.id);
    });
  }

  /** A retry's wait, cut short by close(). */
  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waits.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waits.add(wake);
    });
  }
}

/**
 * The gateway SMS_PROVIDER sets up, recording in `data`: for a command-line tool (a job run by
 * hand) to send as the API does. Close it before the database: its retries may still be waiting.
 */
export const smsGatewayFromEnv = (env: NodeJS.ProcessEnv, data: Data, demo = env.NODE_ENV !== 'production') =>
  new SmsGateway({ settings: smsSettings(env, demo), data });

/** mds_state key of a user's reminder-SMS choice. */
const reminderKey = (userId: number) => `sms.reminders.${userId}`;

/** Whether a user takes reminders by SMS: yes unless they turned it off (sign-in codes always go). */
export async function wantsReminderSms(data: Data, db: AnyDb, userId: number): Promise<boolean> {
  return (await data.state<boolean>(db, reminderKey(userId), true)) !== false;
}

/** A user's choice, inside a write. */
export const setReminderSms = (data: Data, trx: AnyDb, userId: number, on: boolean) => data.setState(trx, reminderKey(userId), on);
