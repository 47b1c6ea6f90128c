import { useContext } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { refusalOf } from '../../../dataProvider/workflow';
import type { Transition } from '../../../resources/lib/schema';
import type { RefusalData } from '../../../resources/lib/workflow';
import { DeclarationsContext, useDeclaration } from '../DeclarationsContext';
import { refusalMessage } from './refusalMessage';

/**
 * Says a refusal in the reader's language (refusalMessage.ts): from a refusal and the API's words,
 * or from an error (its `body.refusal`, else its message, as any other failed write).
 */
export function useRefusalText() {
  const decl = useDeclaration();
  const declarations = useContext(DeclarationsContext);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const say = (refusal: RefusalData | undefined, fallback: string, transition?: Transition) =>
    refusal
      ? refusalMessage(refusal, { decl, declarationOf: (name) => declarations.find((d) => d.name === name), transition, translate, locale, fallback })
      : translate(fallback, { _: fallback });
  return {
    say,
    ofError: (e: unknown, transition?: Transition) => say(refusalOf(e), e instanceof Error ? e.message : String(e), transition),
  };
}
