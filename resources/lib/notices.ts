/**
 * The notices a workflow declares (schema.ts `Transition.notify`, `Workflow.notifyOnCreate`): whom
 * each concerns, and its message key, under which the console says it in its reader's language
 * (src/messageBox/notices/locale). The API writes them (fake-api/notices.ts); the linter checks the
 * recipients (lintWorkflow.ts).
 */
import type { ResourceDecl } from './schema';
import type { Recipient } from './transitionRules';
import { CREATE_ENTRY } from './workflow';

/** A recipient as declared, read: the owner, every user of a role, or a field holding a user's id. */
export type ReadRecipient = { kind: 'owner' } | { kind: 'role'; role: string } | { kind: 'field'; field: string };

export function readRecipient(r: Recipient): ReadRecipient {
  if (r === 'owner') return { kind: 'owner' };
  if (r.startsWith('role:')) return { kind: 'role', role: r.slice('role:'.length) };
  return { kind: 'field', field: r };
}

/** The message key of the notice of `transition` (or of a new record: `create`) on a record of `resource`. */
export const noticeKey = (resource: string, transition: string): string => `resources.${resource}.notices.${transition}`;

export interface DeclaredNotice {
  resource: string;
  /** The transition's name, or `create`. */
  transition: string;
  key: string;
  notify: readonly Recipient[];
  /** The fields always given with it (its required ones): the parameters a notice's text may name besides `label` and `actor`. */
  params: readonly string[];
}

/** Every notice the declarations make. */
export function declaredNotices(decls: readonly ResourceDecl[]): DeclaredNotice[] {
  return decls.flatMap((d) => {
    const wf = d.workflow;
    if (!wf) return [];
    const created = wf.notifyOnCreate?.length ? [{ transition: CREATE_ENTRY, notify: wf.notifyOnCreate, params: [] as string[] }] : [];
    const moved = wf.transitions
      .filter((t) => t.notify?.length)
      .map((t) => ({ transition: t.name, notify: t.notify!, params: (t.fields ?? []).filter((f) => f.required).map((f) => f.field) }));
    return [...created, ...moved].map((n) => ({ resource: d.name, key: noticeKey(d.name, n.transition), ...n }));
  });
}
