import type { TranslateFunction } from 'react-admin';
import type { ResourceDecl, Transition } from '../../../resources/lib/schema';
import type { RefusalData } from '../../../resources/lib/workflow';
import { enumLabel, fieldLabel, transitionLabel } from '../labels';

/** The sentence for each reason the API gives (`refusal.why`), in the reader's language. */
const SENTENCES: Readonly<Record<string, string>> = {
  role: 'mds.engine.workflow.refused.role',
  system: 'mds.engine.workflow.refused.system',
  owner: 'mds.engine.workflow.refused.owner',
  notOwner: 'mds.engine.workflow.refused.notOwner',
  notBy: 'mds.engine.workflow.refused.notBy',
  quorum: 'mds.engine.workflow.refused.quorum',
  past: 'mds.engine.workflow.refused.past',
  dateAhead: 'mds.engine.workflow.refused.dateAhead',
  conflict: 'mds.engine.workflow.refused.conflict',
  requires: 'mds.engine.workflow.refused.requires',
  manual: 'mds.engine.workflow.refused.manual',
  disclosure: 'mds.engine.workflow.refused.disclosure',
  fileUnseen: 'mds.engine.workflow.refused.fileUnseen',
  fileChanged: 'mds.engine.workflow.refused.fileChanged',
  noFile: 'mds.engine.workflow.refused.noFile',
  reference: 'mds.engine.workflow.refused.reference',
  state: 'mds.engine.workflow.refused.state',
};

export interface RefusalContext {
  /** The declaration of the record the transition was taken on. */
  decl: ResourceDecl;
  /** Another declaration by name (the grant an output is released under). */
  declarationOf: (name: string) => ResourceDecl | undefined;
  /** The transition refused, when known: its guards name the states a referenced record must be in. */
  transition?: Transition;
  translate: TranslateFunction;
  locale: string;
  /** The API's own words, for a reason this console does not know. */
  fallback: string;
}

/** A state's label in a declaration with a workflow (or the value itself). */
const stateLabel = (translate: TranslateFunction, decl: ResourceDecl | undefined, state: string) =>
  decl?.workflow ? translate(enumLabel(decl.name, decl.workflow.field, state), { _: state }) : state;

/**
 * Why a transition was refused, said in the reader's language with the declaration's labels:
 * "You cannot decide on your own request", "Grant is “Closed”: it must be “Active” or “Renewed”".
 */
export function refusalMessage(refusal: RefusalData, { decl, declarationOf, transition, translate, locale, fallback }: RefusalContext): string {
  const key = SENTENCES[refusal.why];
  if (!key) return translate(fallback, { _: fallback });
  const field = refusal.field ? translate(fieldLabel(decl.name, refusal.field), { _: refusal.field }) : '';
  const args: Record<string, string> = { field };
  if (refusal.why === 'notBy' && refusal.transition) args.transition = translate(transitionLabel(decl.name, refusal.transition), { _: refusal.transition });
  if (refusal.why === 'state') args.state = stateLabel(translate, decl, refusal.state ?? '');
  if (refusal.why === 'fileChanged' && refusal.transition)
    return translate('mds.engine.workflow.refused.fileChangedSince', {
      transition: translate(transitionLabel(decl.name, refusal.transition), { _: refusal.transition }),
    });
  if (refusal.why === 'reference') {
    if (!refusal.state || refusal.state === 'missing') return translate('mds.engine.workflow.refused.referenceMissing', args);
    const target = declarationOf(refusal.resource ?? '');
    args.state = stateLabel(translate, target, refusal.state);
    const guard = transition?.guards?.find((g) => g.kind === 'reference' && g.field === refusal.field);
    const states = guard?.kind === 'reference' ? guard.states : [];
    if (states.length === 0) return translate('mds.engine.workflow.refused.referenceNow', args);
    const quoted = states.map((s) => translate('mds.engine.workflow.quoted', { text: stateLabel(translate, target, s) }));
    args.needed = new Intl.ListFormat(locale, { type: 'disjunction' }).format(quoted);
  }
  return translate(key, args);
}
