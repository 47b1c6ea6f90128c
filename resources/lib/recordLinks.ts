/**
 * What a declaration says of a record's ties beyond its own fields (schema.ts `ResourceDecl`): the
 * conflicts with the records it references, the disclosure control of its file, the records that
 * join its timeline, and how its show page groups fields.
 */

/**
 * A conflict the console shows on a record (show and edit screens) before anyone decides on it:
 * its `field`'s value against a field (`against`) of the records its reference field `via` names,
 * e.g. a request's purpose against the use conditions of the datasets it asks for. Labelled by
 * `checks.<name>` in the resource's messages.
 */
export interface ConflictCheck {
  name: string;
  /** An enum field of this record. */
  field: string;
  /** A reference field of this record (one id or several). */
  via: string;
  /** An enum field (one value or several) of the referenced records. */
  against: string;
  /** For each value of `field`, the values of `against` that conflict with it. */
  conflicts: Readonly<Record<string, readonly string[]>>;
  /**
   * For a value of `against` (a DUO modifier), the fields of this record it makes necessary: an
   * ethics approval for IRB, a publication commitment for PUB (a boolean must be true).
   */
  requires?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Statistical disclosure control of a record's file (an output request): the server reads the
 * CSV table in `file` whenever it is written and keeps a report on the record (its rules, pass or
 * fail, the cells at fault; resources/lib/disclosure.ts); an image is marked for a check by eye.
 * Integer columns are counts unless the requester lists them in `notCounts`; columns listed in
 * `magnitude` are sums or means, checked for dominance and p-ratio with their `<column>_top1` and
 * `<column>_top2` companions (the largest two contributions).
 */
export interface Disclosure {
  /** The `file` field read. */
  file: string;
  /** A text field: the magnitude columns, comma-separated. */
  magnitude: string;
  /** A text field: the integer columns that are not counts (a year, an age), comma-separated. */
  notCounts: string;
  /** An enum field the server sets: `passed`, `failed` or `manual` (an image). */
  summary: string;
  /** The smallest count shown (default 10)... */
  threshold?: number;
  /** ...raised by a value of the records reached along reference fields (a dataset's sensitivity). */
  raise?: { path: readonly string[]; field: string; thresholds: Readonly<Record<string, number>> };
}

/** A record's timeline: the records that reference it along `via` (a request's grants), and theirs (`then`). */
export interface TimelineLink {
  resource: string;
  via: string;
  then?: readonly TimelineLink[];
}

/** Fields shown together on a record's show page under one heading (`groups.<name>` in the messages): the Five Safes. */
export interface FieldGroup {
  name: string;
  fields: readonly string[];
}
