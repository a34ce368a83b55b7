import { PASSWORD_LIMITS } from '@tourview/schema';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../components/auth-card.js';
import { Field } from '../../components/field.js';
import { FormError } from '../../components/form-error.js';
import { paths } from '../../config/paths.js';
import { useSetup } from '../../lib/api/session.js';

/** The token rides in the fragment (`/setup#token=…`), which never reaches a server log. */
function tokenOfLink(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** Creates the first admin from the one-time link the server printed at its first start. */
export default function Setup() {
  const [token] = useState(tokenOfLink);
  const setup = useSetup();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setup.mutate(
      { token, email: String(form.get('email')), password: String(form.get('password')) },
      { onSuccess: () => void navigate(paths.users.href(), { replace: true }) },
    );
  };
  if (!token)
    return (
      <AuthCard title="Set up the studio">
        <p>Open the setup link from the server&apos;s log. It works once, for one hour.</p>
      </AuthCard>
    );
  return (
    <AuthCard title="Create the first admin">
      <p>This account can add every other account.</p>
      <form onSubmit={submit} className="stack">
        <Field label="Email" name="email" type="email" autoComplete="username" required />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_LIMITS.min}
          maxLength={PASSWORD_LIMITS.max}
          hint={`At least ${PASSWORD_LIMITS.min} characters.`}
          required
        />
        <FormError error={setup.error} />
        <button type="submit" className="primary" disabled={setup.isPending}>
          Create admin
        </button>
      </form>
    </AuthCard>
  );
}
