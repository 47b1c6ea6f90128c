/**
 * What a declared transition may ask beyond its roles (schema.ts `Transition`): rules on who takes
 * it, guards on the data as it is when taken, its effects on the records that reference the record
 * moved, and where the values it writes come from. Kept by the API (fake-api/transitions.ts), offered
 * by the console, documented in docs/adding-a-resource.md.
 */

/** A rule on who may take a transition, beyond its roles. */
export type TransitionRule =
  /** Only the record's owner (its `auto: 'owner'` field). */
  | { kind: 'owner' }
  /** Never the record's owner: nobody decides on their own request (separation of duties). */
  | { kind: 'notOwner' }
  /** Not the user who last took the named transition on this record (a second pair of eyes). */
  | { kind: 'notBy'; transition: string };

/** A condition on the records a reference field names: any of them has `field` in `values`. */
export interface ReferenceCondition {
  /** A reference field of this record (one id or several). */
  via: string;
  /** A field of the referenced records. */
  field: string;
  values: readonly string[];
}

/**
 * A condition checked when the transition is taken, on the data as it is then (never only when a
 * field was written); a failing guard refuses the transition with 40000 naming the field.
 */
export type Guard =
  /**
   * Every record the reference field `field` names is in one of `states` as read now (a state that
   * lapses with a date, `expiry`, as lapsed): an output is released only under a live grant.
   */
  | { kind: 'reference'; field: string; states: readonly string[] }
  /** The date field holds a date still ahead: the one given with the transition, else the record's (a valid ethics approval). */
  | { kind: 'dateAhead'; field: string }
  /**
   * The declared conflict checks find nothing, unless the taker gives the `override` field (a
   * reason, kept in the history): DUO enforced, not only shown.
   */
  | { kind: 'checks'; override: string }
  /** The fields the declared checks' `requires` ask for are filled (IRB: an ethics approval); no override. */
  | { kind: 'requires' }
  /**
   * The record's disclosure report (see `Disclosure`) passes, unless the taker gives the `override`
   * field (a reason); an image is checked by eye, which the taker confirms with the boolean `confirm`.
   */
  | { kind: 'disclosure'; override: string; confirm: string }
  /**
   * The record's file in `field` is the one the taker saw: its sha256 must be given as `sha256`
   * (and is kept in the history). With `since`, it must instead still be the file pinned by the
   * last `since` transition (release only what was checked).
   */
  | { kind: 'pinnedFile'; field: string; since?: string };

/**
 * What a transition does to other records in the same transaction: each record of `resource`
 * whose reference field `via` names this one takes the transition `take`, as the system, if its
 * state allows it (others are left as they are); its history says what caused it, and its own
 * effects follow. `values` are the fields given with it, taken from this record.
 */
export interface Effect {
  resource: string;
  via: string;
  take: string;
  values?: Readonly<Record<string, EffectValue>>;
}

/** A field given with a transition; a date may be bound to lie ahead, at most `maxDaysAhead` days (a grant's end). */
export interface TransitionField {
  field: string;
  required?: boolean;
  maxDaysAhead?: number;
}

/** Where a value written by a transition's effect comes from. */
export type EffectValue = { from: 'field'; field: string } | { from: 'id' } | { from: 'const'; value: string | number | boolean };

/**
 * Whom a transition concerns, each told by a notice in their message box (fake-api/notices.ts), in
 * the transition's transaction: `owner` (the user in the record's `auto: 'owner'` field), `role:<role>`
 * (every user of that role), or the name of a number field holding a user's id (a grant's
 * `grantee`). Never the user who took the transition.
 */
export type Recipient = 'owner' | `role:${'admin' | 'user'}` | (string & {});
