import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A screen's heading, focused when the screen opens, so keyboard and screen reader users
 * start at the new content rather than at the link they left.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
