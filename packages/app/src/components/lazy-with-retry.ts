import { createElement, lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

// Parts whose last import failed, each with the function that arms a fresh import.
const failed = new Set<() => void>();

/**
 * Like `React.lazy`, but a failed import (offline, a chunk gone after a deploy) can be tried
 * again: `React.lazy` keeps a rejected import for good, so each retry needs a new lazy
 * component. {@link retryFailedParts} arms them; the next mount imports again.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<Module<P>>): ComponentType<P> {
  const renew = () => {
    current = lazy(attempt);
  };
  const attempt = () =>
    load().catch((error: unknown) => {
      failed.add(renew);
      throw error;
    });
  let current = lazy(attempt);
  return function LazyWithRetry(props: P) {
    return createElement(current, props);
  };
}

/** Arms a fresh import for every part whose import failed. */
export function retryFailedParts(): void {
  for (const renew of failed) renew();
  failed.clear();
}
