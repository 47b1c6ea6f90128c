import type { Transition } from '../../../resources/lib/schema';
import { useDeclaration } from '../DeclarationsContext';
import { fieldInput } from '../fieldInput';

/** The inputs of the fields a transition takes, with the declaration's rules and the transition's own `required`. */
export function TransitionFieldInputs({ transition }: { transition: Transition }) {
  const decl = useDeclaration();
  return (
    <>
      {(transition.fields ?? []).flatMap(({ field, required }) => {
        const declared = decl.fields[field];
        return declared ? [fieldInput(decl.name, field, { ...declared, required: !!required })] : [];
      })}
    </>
  );
}
