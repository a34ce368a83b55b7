import { Component, Suspense, type ReactNode } from 'react';
import { buttonClass } from './button-styles.js';
import { useMessages } from '../lib/i18n/index.js';
import { retryFailedParts } from './lazy-with-retry.js';
import { messages } from './lazy-part-messages.js';
import styles from './lazy-part.module.css';

interface LazyPartProps {
  children: ReactNode;
  /** `overlay` floats the retry over the screen, for parts that open on top (dialogs). */
  placement?: 'inline' | 'overlay';
  /** Shown while the part loads. */
  fallback?: ReactNode;
  /** Offers a close button next to the retry, for parts the visitor opened. */
  onClose?: () => void;
}

/**
 * Holds a lazily loaded part of a screen. When its code cannot be loaded (offline), only this
 * part shows a retry; the rest of the screen (the panorama) stays as it is.
 */
export class LazyPart extends Component<LazyPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  retry = () => {
    retryFailedParts();
    this.setState({ failed: false });
  };

  override render() {
    const { children, placement = 'inline', fallback = null, onClose } = this.props;
    if (!this.state.failed) return <Suspense fallback={fallback}>{children}</Suspense>;
    return <PartRetry placement={placement} onRetry={this.retry} onClose={onClose} />;
  }
}

/**
 * The retry shown where a part's code could not be loaded; `whole` says the rest of the
 * screen is missing (its route's code), not one part of it.
 */
export function PartRetry({
  placement,
  onRetry,
  onClose,
  whole = false,
}: {
  placement: 'inline' | 'overlay';
  onRetry: () => void;
  onClose?: (() => void) | undefined;
  whole?: boolean;
}) {
  const t = useMessages(messages);
  return (
    <div role="alert" className={styles.part} data-placement={placement} data-testid="lazy-part-retry">
      <p className={styles.text}>{whole ? t('screenFailed') : t('failed')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass()} onClick={onRetry}>
          {t('retry')}
        </button>
        {onClose ? (
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('close')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
