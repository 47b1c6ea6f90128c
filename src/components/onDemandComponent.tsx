import { createElement, type ComponentType } from 'react';
import { useOnDemand, type OnDemand } from './onDemand';
import { PageLoading } from './PageLoading';

/** A component of the module `code` loads (`pick` names it), or the loading state while its chunk is on its way. */
export function onDemandComponent<M, P extends object>(code: OnDemand<M>, pick: (module: M) => ComponentType<P>) {
  return function OnDemandComponent(props: P) {
    const module = useOnDemand(code);
    return module ? createElement(pick(module), props) : <PageLoading />;
  };
}
