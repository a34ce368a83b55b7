import styles from './button-link.module.css';

/** Class names for a button or link that looks like a button. */
export function buttonClass(variant: 'primary' | 'secondary' = 'primary'): string {
  return `${styles.button} ${styles[variant]}`;
}
