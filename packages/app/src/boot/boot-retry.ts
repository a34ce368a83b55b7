const TEXT = {
  en: {
    body: 'The rest of the tour could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  de: {
    body: 'Der Rest der Tour konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
};

/**
 * Offers a retry over the first room when the app's code could not be loaded (offline). Plain
 * DOM with the app's colours written out: neither React nor the app's styles are here yet.
 */
export function offerBootRetry(retry: () => void): void {
  const text = navigator.languages.some((l) => l.toLowerCase().startsWith('de')) ? TEXT.de : TEXT.en;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.dataset.testid = 'boot-retry';
  Object.assign(box.style, {
    position: 'fixed',
    zIndex: '20',
    left: '50%',
    bottom: '1rem',
    transform: 'translateX(-50%)',
    width: 'calc(100vw - 2rem)',
    maxWidth: '22rem',
    padding: '1rem',
    borderRadius: '12px',
    border: '1px solid #f87171',
    background: '#111a2e',
    color: '#e8eef9',
    font: '16px/1.5 system-ui, sans-serif',
  });
  const body = document.createElement('p');
  body.textContent = text.body;
  body.style.margin = '0 0 0.75rem';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text.retry;
  Object.assign(button.style, {
    minHeight: '44px',
    padding: '0 1rem',
    border: '0',
    borderRadius: '10px',
    background: '#38bdf8',
    color: '#04121f',
    font: 'inherit',
    fontWeight: '700',
    cursor: 'pointer',
  });
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(body, button);
  document.body.append(box);
}
