import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// Without it React warns that its test environment is not set up for `act`.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A React root that each test of a suite gets fresh, mounted into `host` in the document. */
export interface TestRoot {
  /** The element the root renders into; new for each test. */
  readonly host: HTMLElement;
  /** Renders `node` inside `act`, so effects have run when it returns. */
  render(node: ReactNode): void;
  /** Renders `node` inside an async `act`, so promises the render starts have settled too. */
  renderAsync(node: ReactNode): Promise<void>;
  /** Unmounts the root before the test ends, to test what a component leaves behind. */
  unmount(): void;
}

/**
 * Mounts a fresh React root into the document before each test of the calling suite, and
 * unmounts and removes it after.
 */
export function freshRootEachTest(): TestRoot {
  let mounted: { root: Root; host: HTMLElement } | undefined;
  const current = () => {
    if (!mounted) throw new Error('The test root exists only inside a test.');
    return mounted;
  };
  beforeEach(() => {
    const host = document.createElement('div');
    document.body.append(host);
    mounted = { root: createRoot(host), host };
  });
  afterEach(() => {
    const { root, host } = current();
    act(() => root.unmount());
    host.remove();
    mounted = undefined;
  });
  return {
    get host() {
      return current().host;
    },
    render: (node) => act(() => current().root.render(node)),
    renderAsync: (node) => act(async () => current().root.render(node)),
    unmount: () => act(() => current().root.unmount()),
  };
}
