/**
 * The live stream of record changes (`GET /api/events`, text/event-stream), for the API that
 * writes it and the console that reads it: each event names a record, what happened to it and who
 * did it. `editing` and `left` say someone opened or closed the record's edit form (presence).
 */
import type { RevisionAction, RevisionActor } from './revisions';

export const EVENTS_PATH = '/api/events';
/**
 * The console's performance mark of the moment a page has settled (drawn, nothing read for a while):
 * the live stream and its code come after it, so what a page loads to show itself is what it asked
 * for before it (bench/pageBytes.ts counts that).
 */
export const SETTLED_MARK = 'mds:settled';
/** `PUT` while a record's edit form is open, `DELETE` when it closes (`?resource=&id=`). */
export const PRESENCE_PATH = '/api/presence';

export type LiveAction = RevisionAction | 'editing' | 'left';

export interface LiveEvent {
  resource: string;
  /** The record's id. */
  id: number;
  action: LiveAction;
  /** The revision the change wrote (`GET <endpoint>/:id/revisions`); null without one. */
  revision: number | null;
  /** Null when the system made the change (an effect, the expiry sweep). */
  actor: RevisionActor;
  at: string;
}

/** An event's name in the stream: `change` for a record's change, `presence` for editing/left, `reset` when a resume came too late. */
export type LiveEventName = 'change' | 'presence' | 'reset';
export const eventNameOf = (action: LiveAction): LiveEventName => (action === 'editing' || action === 'left' ? 'presence' : 'change');

/** Someone with a record's edit form open, as `PUT /api/presence` answers them. */
export interface Editor {
  id: number;
  name: string;
}
/** A presence lasts this long unless renewed: the console renews it well within (every third of it). */
export const PRESENCE_SECONDS = 30;
/** The stream's heartbeat: a comment line this often, so proxies and the reader know it is alive. */
export const HEARTBEAT_SECONDS = 15;
