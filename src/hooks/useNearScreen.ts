import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen, and from then on. Without an
 * IntersectionObserver (an old browser, a test's DOM) it is true at once.
 */
export function useNearScreen(place: RefObject<Element | null>, margin = '25%'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, place, margin]);
  return near;
}
