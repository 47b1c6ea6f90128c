import { lazy, type ComponentType } from 'react';

/**
 * A part of the screen whose code comes when it is first shown (a menu, a box, a drawer), and the
 * props that ask for that code ahead when the pointer or the focus comes to what opens it, so that
 * by the click it is there.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return {
    Part: lazy(() => load().then((component) => ({ default: component }))),
    prefetchProps: askAhead(load),
  };
}

/** The props that ask for code (`load`) when the pointer or the focus comes to an element. */
export function askAhead(load: () => Promise<unknown>) {
  const prefetch = () => void load();
  return { onPointerEnter: prefetch, onFocus: prefetch };
}
