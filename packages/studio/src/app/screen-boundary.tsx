import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface BoundaryState {
  failed: boolean;
  /** The address the failure shown happened at. */
  failedAt: string | undefined;
}

interface ScreenBoundaryProps {
  children: ReactNode;
  /** A change of this (the address) clears a failure shown, so moving on leaves it behind. */
  resetKey?: string;
  /** What the button does; the page's reload unless a test says otherwise. */
  reload?: () => void;
}

/**
 * Catches a screen that failed to render, most often because its code could not be loaded
 * (the connection dropped, or the studio was updated and the code this page asks for is gone),
 * and offers a reload in its place, where React would otherwise leave an empty page. A reload
 * rather than a second try: after an update only a fresh page knows the new code's names.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, failedAt: undefined };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // The address a failure happened at is noted at the render that shows it (navigation runs in
  // a transition, so that render already carries the new address) and cleared at another one.
  // A reset rather than a `key`: a key would remount every screen below at each address.
  static getDerivedStateFromProps(
    props: ScreenBoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    const here = props.resetKey ?? '';
    if (state.failedAt === undefined) return { failedAt: here };
    return here === state.failedAt ? null : { failed: false, failedAt: undefined };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <div className="panel stack" role="alert">
        <h2>This screen could not be shown</h2>
        <p>The connection may have dropped, or the studio was updated since this page was opened.</p>
        <div className="actions">
          <button type="button" className="primary" onClick={reload}>
            Reload the page
          </button>
        </div>
      </div>
    );
  }
}

/** A {@link ScreenBoundary} whose failure is cleared when the address changes. */
export function ScreenBoundaryPerAddress({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenBoundary resetKey={pathname}>{children}</ScreenBoundary>;
}
