import { problemMessage } from '../lib/problem-message.js';

/** A failed request's message, announced by screen readers as soon as it appears. */
export function FormError({ error }: { error: unknown }) {
  return (
    <p className="form-error" role="alert">
      {error ? problemMessage(error) : null}
    </p>
  );
}
