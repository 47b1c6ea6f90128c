/**
 * The resource declaration: one plain object per resource, read by the console (screens, forms,
 * filters, menu, access) and by the fake API (routes, validation, filter/sort allowlist, seed).
 * No React and no HTTP here, so both sides can import it.
 */
import type { FileType } from './files';
import type { IconName } from './icons';
import type { MenuGroup } from './menu';
import type { ConflictCheck, Disclosure, FieldGroup, TimelineLink } from './recordLinks';
import type { Effect, EffectValue, Guard, Recipient, ReferenceCondition, TransitionField, TransitionRule } from './transitionRules';

export type * from './recordLinks';
export type * from './transitionRules';

export type Role = 'admin' | 'user';
/** `*` allows every role. */
export type RoleRule = Role | '*';
export const ROLES: readonly Role[] = ['admin', 'user'];

// Seed rules: how the seed generator fills a field, deterministic for a given resource and row index.
/** A string of digits from `min` to `max` (distinct per row with `unique`): a text field's codes. */
export type DigitsSeed = { kind: 'digits'; min: number; max: number; unique?: boolean };
/** One word from each part, joined by spaces: a text field's words. */
export type PhraseSeed = { kind: 'phrase'; parts: readonly (readonly string[])[] };
/** A whole number from `min` to `max`: a number field's. */
export type IntSeed = { kind: 'int'; min: number; max: number };
/** One of an enum's values (one to three of a `multiple` one). */
export type PickSeed = { kind: 'pick' };
/** A date's time within the last `withinDays` before the seed's fixed "now", newest first. */
export type PastDateSeed = { kind: 'pastDate'; withinDays: number };
/** A boolean, true for about `trueRatio` of the rows. */
export type BoolSeed = { kind: 'bool'; trueRatio: number };
/** The same value on every row, of the field's own type (a list for a `multiple` field). */
export type ConstSeed<V> = { kind: 'const'; value: V };
/** values[i % n]: e.g. spread seeded records over the demo users' ids; `undefined` (or `null`) leaves a row's field empty. */
export type CycleSeed<V> = { kind: 'cycle'; values: readonly (V | null | undefined)[] };
/** A `file` field's file: files[i % n], its text stored as UTF-8. */
export type FileSeed = { kind: 'file'; files: readonly { name: string; text: string }[] };

export type Tone = 'primary' | 'success' | 'warning' | 'error' | 'info' | 'default';

/** The options every field takes, whatever its kind. */
export interface FieldBase {
  required?: boolean;
  /**
   * Server-managed, never set by the client: `createdAt` is stamped on create; `owner` holds the
   * creating user's id, and a collection with an owner field shows and changes only the
   * caller's own records; `ownerName` holds the creating user's name as the operation log writes
   * it (so that reviewers who see every record know whose it is); `code` is a random code the
   * server generates (the client cannot choose it).
   */
  auto?: 'createdAt' | 'owner' | 'ownerName' | 'code';
  /** Unique among the collection's records (409 on conflict). */
  unique?: boolean;
  /** Shown as a list column (default true). */
  list?: boolean;
  /** Offered as a list filter: text matches by substring, enum exactly, date by range. */
  filter?: boolean;
  /** The filter is shown without being added from the "add filter" menu. */
  alwaysOn?: boolean;
  /** The list can be sorted by it. */
  sort?: boolean;
  /** Shown in create/edit forms (default true unless `auto`). */
  form?: boolean;
  /**
   * Field-level roles, narrower than the resource's: who sees the field (columns, filters, sort,
   * show, export, API responses) and who may write it (forms, API writes). Default: everyone
   * who may read / write the resource.
   */
  access?: { read?: readonly RoleRule[]; write?: readonly RoleRule[] };
  /**
   * A dependent field: shown, validated and stored only while `field` has a value (any
   * non-empty value, or one of `values`); `required` then makes it required.
   */
  when?: { field: string; values?: readonly (string | number | boolean)[]; required?: boolean };
}

/** text, longtext, url, email: a string. */
export interface TextOptions {
  /** Length in characters. Strings default to at most 2,000 (docs/api-contract.md, Limits). */
  minLength?: number;
  maxLength?: number;
  /** The whole value must match; `messageKey` names the i18n message shown on mismatch. */
  pattern?: { source: string; messageKey: string };
  /** Searched by the console's search (`GET /api/search`): a record is found by a part of its value, ignoring case. */
  search?: boolean;
  /** Initial value in the create form (a text field's words: see `ResourceMessages.defaults`). */
  defaultValue?: string;
  seed?: DigitsSeed | PhraseSeed | ConstSeed<string> | CycleSeed<string>;
}

/** number: a number, or (with `reference`) a record's id. */
export interface NumberOptions {
  /** Inclusive range; integer numbers only when `integer` is set. */
  min?: number;
  max?: number;
  integer?: boolean;
  /**
   * The value is the id of a record of this declared resource that the writer may read. With
   * `choose`, only some of those may be named: the writer's own (`own`, also for a role that sees
   * all) and those whose state, as read, is one of `states` (an active grant, not a lapsed one).
   */
  reference?: string;
  choose?: { own?: boolean; states?: readonly string[] };
  /** With `reference`: a list of distinct record ids (the datasets of a request), stored as one JSON array. */
  multiple?: boolean;
  defaultValue?: number | readonly number[];
  seed?: IntSeed | ConstSeed<number | readonly number[]> | CycleSeed<number | readonly number[]>;
}

/** enum: one of `values` (or, `multiple`, a list of them). */
export interface EnumOptions {
  /** The allowed values, labelled by `enums.<field>.<value>` in the resource's messages. */
  values: readonly string[];
  /** How each value is shown as a tag (a coloured dot and its label). */
  tones?: Readonly<Record<string, Tone>>;
  /**
   * A state machine. A record starts at `defaultValue` (a create may not choose another) and
   * a write may move it only from a value to one listed for it; other states are set by the server.
   */
  transitions?: Readonly<Record<string, readonly string[]>>;
  /**
   * The value reads as `value` while it is one of `from` and the date in the `field` field
   * has passed (e.g. an active invitation past its expiry reads "expired"); derived on every read.
   */
  expiry?: { field: string; from: readonly string[]; value: string };
  /** A list of distinct values (DUO codes), stored as one JSON array; a filter matches records holding any of the chosen ones. */
  multiple?: boolean;
  /** Initial value in the create form (a list of values for a `multiple` field). */
  defaultValue?: string | readonly string[];
  seed?: PickSeed | ConstSeed<string | readonly string[]> | CycleSeed<string | readonly string[]>;
}

/** date: an ISO 8601 date, or date and time. */
export interface DateOptions {
  defaultValue?: string;
  seed?: PastDateSeed | ConstSeed<string> | CycleSeed<string>;
}

/** boolean: true or false. */
export interface BooleanOptions {
  defaultValue?: boolean;
  seed?: BoolSeed | ConstSeed<boolean> | CycleSeed<boolean>;
}

/**
 * file: the types it takes, checked by content (a CSV table, PNG/JPEG images decoded whole), and its
 * size limit (default and most: 5 MiB). A write sends `{ name, data }` (base64); a read answers
 * `{ name, type, size, sha256 }`, the bytes at `<endpoint>/:id/files/<field>`. Files are neither
 * searched, ordered nor compared.
 */
export interface FileOptions {
  accept: readonly FileType[];
  maxBytes?: number;
  seed?: FileSeed;
}

/** Each kind's own options, by kind name. */
export interface KindOptions {
  text: TextOptions;
  longtext: TextOptions;
  url: TextOptions;
  email: TextOptions;
  number: NumberOptions;
  enum: EnumOptions;
  date: DateOptions;
  boolean: BooleanOptions;
  file: FileOptions;
}

export type FieldKind = keyof KindOptions;

/** Every kind's own option names. */
type OptionName = { [K in FieldKind]: keyof KindOptions[K] }[FieldKind];

/**
 * A field of kind `K`: the common options, its kind's own, and none of another kind's (a `min` on a
 * text field, a `pick` seed on a date, is a type error).
 */
export type FieldOf<K extends FieldKind> = K extends FieldKind
  ? FieldBase & { kind: K } & KindOptions[K] & { [O in Exclude<OptionName, keyof KindOptions[K] | keyof FieldBase>]?: never }
  : never;

/** A declared field: one of the kinds, told apart by `kind`. */
export type FieldDecl = { [K in FieldKind]: FieldOf<K> }[FieldKind];

/** How the seed generator fills a field (each kind takes its own rules, see `FieldDecl`). */
export type SeedRule = NonNullable<FieldDecl['seed']>;

/**
 * A bulk action on selected rows: delete them, or set one enum field to one of its values (and,
 * with `with`, the fields that value makes required, e.g. a reason for going offline). Labelled by
 * `bulk.<name>` in the resource's messages (a delete falls back to react-admin's "Delete").
 */
export type BulkAction =
  | { name: string; kind: 'delete'; roles?: readonly RoleRule[] }
  | { name: string; kind: 'set'; field: string; value: string; with?: Readonly<Record<string, string | number | boolean>>; roles?: readonly RoleRule[] }
  /**
   * Takes a workflow's transition on each selected record (`POST <endpoint>/transitions`), each
   * checked by the same rules as alone, asking once for the fields it takes (a reason).
   */
  | { name: string; kind: 'transition'; transition: string; roles?: readonly RoleRule[] };

/** List state that may outlive the URL (kept per user across navigation). */
export type ListStateKey = 'filter' | 'sort' | 'perPage' | 'columns' | 'density';

export interface ResourceMessages {
  /** Singular and plural, polyglot style: "Policy |||| Policies". */
  name: string;
  /** Menu entry text. */
  menu: string;
  fields: Record<string, string>;
  enums?: Record<string, Record<string, string>>;
  /** Messages of the declaration's own validation patterns. */
  validation?: Record<string, string>;
  /** Labels of the declared bulk actions, by action name. */
  bulk?: Record<string, string>;
  /** Labels of the workflow's transitions, by transition name. */
  workflow?: Record<string, string>;
  /** Labels of the declared conflict checks, by check name. */
  checks?: Record<string, string>;
  /** Headings of the declared field groups, by group name. */
  groups?: Record<string, string>;
  /**
   * A text field's `defaultValue` as the create form shows it in this language, by field name (a
   * text default is words the user reads: the API's own default stays `defaultValue`).
   */
  defaults?: Record<string, string>;
}

/**
 * One move of a workflow: from any of `from` to `to`, taken through
 * `POST <endpoint>/:id/transitions` with `{ "to": to, ...fields }`. Labelled by
 * `workflow.<name>` in the resource's messages.
 */
export interface Transition {
  name: string;
  from: readonly string[];
  to: string;
  /** Who may take it. */
  roles: readonly RoleRule[];
  /** Further rules on the caller (all must hold). */
  rules?: readonly TransitionRule[];
  /**
   * Fields given with the transition and stored on the record: `required` ones must be given
   * (a reason to reject, an expiry to approve). Usually `form: false` fields, set only this way.
   */
  fields?: readonly TransitionField[];
  /** Refused while a date in one of these fields has passed (an expired ethics approval). */
  refuseIfPast?: readonly string[];
  /** Conditions on the current data, checked when it is taken (see `Guard`). */
  guards?: readonly Guard[];
  /** A record it creates in another declared resource, in the same transaction (an access grant). */
  creates?: { resource: string; values: Readonly<Record<string, EffectValue>> };
  /** What it does to the records that reference this one, in the same transaction (see `Effect`). */
  effects?: readonly Effect[];
  /**
   * While `when` holds, `count` different users must take it: the earlier ones are recorded in the
   * history (the state stays), the last moves the record and makes what it creates.
   */
  quorum?: { count: number; when: ReferenceCondition };
  /** Taken only by the system (an effect, the expiry sweep), never through the API. */
  system?: boolean;
  /** Whom it concerns: each gets a notice when the record moves (see `Recipient`). */
  notify?: readonly Recipient[];
}

/**
 * A declared workflow: the enum field `field` holds the state (its `defaultValue` is where a record
 * starts) and changes only through `transitions`; a plain update cannot change it. Each change is
 * kept in the record's history and the operation log.
 */
export interface Workflow {
  field: string;
  transitions: readonly Transition[];
  /** The states in which a plain update or a delete is allowed (a draft); default: every state. */
  editableIn?: readonly string[];
  /** Whom a new record concerns (an output submitted for checking: the admins), as `Transition.notify`. */
  notifyOnCreate?: readonly Recipient[];
}

export interface ResourceDecl<F extends Record<string, FieldDecl> = Record<string, FieldDecl>> {
  /** react-admin resource name and URL segment: /policies. */
  name: string;
  /** API path of the collection, under which `/:id` addresses a record. */
  endpoint: string;
  /** An icon name the console's icon registry knows (no React here). */
  icon: IconName;
  /** Its own menu entry; leave out when a console route shows the list (see `listPath`). */
  menu?: { group: MenuGroup; order: number };
  /** Console path where the list lives, when not `/<name>` (e.g. the search table). */
  listPath?: string;
  /** Who may read (list/show) and who may write (create/edit/delete). */
  access: { read: readonly RoleRule[]; write: readonly RoleRule[] };
  fields: F;
  /** The field that names a record in titles and references. */
  recordLabel: keyof F & string;
  defaultSort: { field: keyof F & string; order: 'ASC' | 'DESC' };
  perPage?: number;
  /** Bulk actions offered on selected rows (roles default to `access.write`); default: delete. */
  bulk?: readonly BulkAction[];
  /** Create and edit as a page (default) or as a drawer over the list. */
  formMode?: 'page' | 'drawer';
  /** What of the list's state persists across navigation; the rest lives in the URL only. */
  persist?: readonly ListStateKey[];
  /**
   * What the engine itself keeps here besides a list: the users' saved list views (offered on every
   * other list), or the operation log the API appends to. At most one declaration per purpose.
   */
  purpose?: 'savedViews' | 'operationLog';
  /** The record's states and the moves between them (see `Workflow`). */
  workflow?: Workflow;
  /** Conflicts shown on a record for whoever reviews it (see `ConflictCheck`). */
  checks?: readonly ConflictCheck[];
  /** Disclosure control of the record's file (see `Disclosure`). */
  disclosure?: Disclosure;
  /** `GET <endpoint>/:id/timeline`: the record's history joined with its dependants' (see `TimelineLink`). */
  timeline?: readonly TimelineLink[];
  /** Fields shown as one group on the show page (see `FieldGroup`). */
  groups?: readonly FieldGroup[];
  /**
   * Fields no longer declared whose columns a migration removes, keeping each record's value in
   * its history (an entry `retire`): a field removed without being listed here is refused.
   */
  retired?: readonly string[];
  /**
   * Whether each change of a record is kept as a revision (`GET <endpoint>/:id/revisions`, and a
   * revert to one): default true; false keeps none and serves neither route (records the API
   * writes itself, like a log).
   */
  history?: boolean;
  /**
   * Whether a delete moves the record to the trash rather than ending it: `GET <endpoint>/trash`
   * lists what the collection's writers deleted, `POST <endpoint>/:id/restore` brings one back and
   * `DELETE <endpoint>/trash/:id` (admins) purges it; the housekeeping job purges those older than
   * TRASH_RETENTION_DAYS. Default false (records with end states of their own, logs).
   */
  trash?: boolean;
  /**
   * A per-user collection (an `auto: 'owner'` field) shows every record to these roles: the
   * reviewers of the users' requests. Default: each role sees only its own.
   */
  seesAll?: readonly RoleRule[];
  /** Seed size, overridable by an environment variable of the fake API. */
  seed: { count: number; env?: string };
  messages: { 'en-US': ResourceMessages; 'zh-CN': ResourceMessages };
}

/** Identity with type checking: declarations are plain data, this only pins their shape. */
export function defineResource<F extends Record<string, FieldDecl>>(decl: ResourceDecl<F>): ResourceDecl {
  // Checked against its own field names above; widened so every declaration fits one registry.
  return decl as unknown as ResourceDecl;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_STRING_MAX = 2000;
/** The most records one bulk transition moves (`POST <endpoint>/transitions`). */
export const MAX_BULK = 100;
/** The most values one `multiple` field holds. */
export const MAX_MULTIPLE = 100;

export const isRoleAllowed = (rule: readonly RoleRule[], role: string | null | undefined): boolean =>
  rule.includes('*') || (role != null && (rule as readonly string[]).includes(role));

/** Fields in declaration order with their names. */
export const fieldEntries = (decl: ResourceDecl): [string, FieldDecl][] => Object.entries(decl.fields);

export const isFormField = (f: FieldDecl): boolean => f.form ?? !f.auto;
/** A default a user reads (a text field's words): the form shows it from `messages.<locale>.defaults`. */
export const hasWordedDefault = (f: FieldDecl): boolean => f.kind === 'text' && typeof f.defaultValue === 'string' && isFormField(f);
export const isListField = (f: FieldDecl): boolean => f.list ?? f.auto !== 'owner';

/** The field holding the owner's user id, if the collection is per user. */
export const ownerField = (decl: ResourceDecl): string | undefined => Object.entries(decl.fields).find(([, f]) => f.auto === 'owner')?.[0];
/** A record's owner (a user id), when the collection is per user. */
export const ownerIdOf = (decl: ResourceDecl, record: Readonly<Record<string, unknown>>): number | undefined => {
  const owner = ownerField(decl);
  const id = owner === undefined ? undefined : record[owner];
  return typeof id === 'number' ? id : undefined;
};
/**
 * The owner field that limits what `role` reads of a per-user collection to its own records: none
 * when the collection is not per user or the role sees every record (`seesAll`).
 */
export const ownOnlyField = (decl: ResourceDecl, role: string | null | undefined): string | undefined => {
  const owner = ownerField(decl);
  return owner && !isRoleAllowed(decl.seesAll ?? [], role) ? owner : undefined;
};
/** Who purges a trashed record for good (`DELETE <endpoint>/trash/:id`); the collection's writers list and restore. */
export const TRASH_PURGERS: readonly RoleRule[] = ['admin'];
/** The field holding the owner's name as the operation log writes it (`auto: 'ownerName'`), if any. */
export const ownerNameField = (decl: ResourceDecl): string | undefined => Object.entries(decl.fields).find(([, f]) => f.auto === 'ownerName')?.[0];

/** The transitions people take (not the system's: effects, the expiry sweep). */
export const manualTransitions = (decl: ResourceDecl): readonly Transition[] => (decl.workflow?.transitions ?? []).filter((t) => !t.system);

/** May this role see the field? (the resource's read rule is checked separately) */
export const canReadField = (f: FieldDecl, role: string | null | undefined): boolean => !f.access?.read || isRoleAllowed(f.access.read, role);
/** A field a record's page shows the role: every one it may read but the owner's id. */
export const isShownField = (f: FieldDecl, role: string | null | undefined): boolean => f.auto !== 'owner' && canReadField(f, role);
/** May this role write the field? (the resource's write rule is checked separately) */
export const canWriteField = (f: FieldDecl, role: string | null | undefined): boolean => !f.access?.write || isRoleAllowed(f.access.write, role);

/** The field a workflow moves: only its transitions change it. */
export const isWorkflowState = (decl: ResourceDecl, name: string): boolean => decl.workflow?.field === name;

/** A state field (`transitions`, or a workflow's): a record starts at its default, and only its rules move it. */
export const isStateField = (decl: ResourceDecl, name: string): boolean => Boolean(decl.fields[name]?.transitions) || isWorkflowState(decl, name);

/** Is a dependent field active for this record (its `when` condition holds)? */
export function isFieldActive(f: FieldDecl, record: Readonly<Record<string, unknown>>): boolean {
  if (!f.when) return true;
  const v = record[f.when.field];
  if (v === undefined || v === null || v === '') return false;
  return !f.when.values || f.when.values.includes(v as string | number | boolean);
}

/** A record with the fields this role may not see left out. */
export function visibleRecord<T extends Record<string, unknown>>(decl: ResourceDecl, record: T, role: string | null | undefined): T {
  const hidden = Object.entries(decl.fields).filter(([, f]) => !canReadField(f, role));
  if (hidden.length === 0) return record;
  const copy: Record<string, unknown> = { ...record };
  for (const [name] of hidden) delete copy[name];
  return copy as T;
}

/** A record as it reads at time `now`: `expiry` fields past their date take their expired value. */
export function withExpiry<T extends Record<string, unknown>>(decl: ResourceDecl, record: T, now: number): T {
  let copy: Record<string, unknown> | undefined;
  for (const [name, f] of Object.entries(decl.fields)) {
    if (!f.expiry || !f.expiry.from.includes(record[name] as string)) continue;
    const at = Date.parse(String(record[f.expiry.field]));
    if (Number.isNaN(at) || at > now) continue;
    copy ??= { ...record };
    copy[name] = f.expiry.value;
  }
  return (copy ?? record) as T;
}

/** Declarations whose records read differently with time (see `expiry`). */
/** Records that hold a file (a `file` field): read back from their own route, never imported from CSV. */
export const fileFields = (decl: ResourceDecl): [string, FieldDecl][] => Object.entries(decl.fields).filter(([, f]) => f.kind === 'file');
export const holdsFiles = (decl: ResourceDecl): boolean => fileFields(decl).length > 0;

export const hasExpiry = (decl: ResourceDecl): boolean => Object.values(decl.fields).some((f) => f.expiry);

/** The bulk actions of a resource: as declared, else a delete for those who may write. */
export const bulkActions = (decl: ResourceDecl): readonly BulkAction[] => decl.bulk ?? [{ name: 'delete', kind: 'delete' }];

/** Who may use a bulk action: as declared, else a transition's takers, else those who may write. */
const bulkRoles = (decl: ResourceDecl, b: BulkAction): readonly RoleRule[] =>
  b.roles ?? (b.kind === 'transition' ? (decl.workflow?.transitions.find((t) => t.name === b.transition)?.roles ?? []) : decl.access.write);

/** May this role use this bulk action? */
export const canUseBulk = (decl: ResourceDecl, b: BulkAction, role: string | null | undefined): boolean => isRoleAllowed(bulkRoles(decl, b), role);

/** Rows are selectable when some role may use some bulk action; the others see them disabled. */
export const hasBulkActions = (decl: ResourceDecl): boolean => bulkActions(decl).some((b) => bulkRoles(decl, b).length > 0);
