import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` (an IntersectionObserver root margin) of the
 * viewport, for work to start before it is seen; true from the start when `already` is, and at
 * once without IntersectionObserver.
 */
export function useNearViewport<T extends Element>(
  margin: string,
  already = false,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(
    () => already || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
