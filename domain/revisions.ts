/**
 * A record's revision as `GET <endpoint>/:id/revisions` answers it (docs/api-contract.md), for the
 * API that writes it and the History panel that shows it: when, who (null for the system: an effect
 * of another record's transition, the expiry sweep), what was done, and each field before and after
 * (none as null, a file as its name and sha256).
 */
export type RevisionAction = 'create' | 'update' | 'transition' | 'revert' | 'delete' | 'restore';

export type RevisionActor = { id: number; name: string } | null;

export interface RevisionChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface Revision {
  id: number;
  at: string;
  actor: RevisionActor;
  action: RevisionAction;
  /** A transition's name, for `action: 'transition'`. */
  transition?: string;
  changes: RevisionChange[];
}
