import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card.js';
import { Field } from '../../components/field.js';
import { FormError } from '../../components/form-error.js';
import { returnAddress } from '../../config/paths.js';
import { useSignIn } from '../../lib/api/session.js';

/**
 * Email and password; a failure says the same whichever of the two was wrong. Signed in, it goes
 * back to where an ended session left (`?next=`), else to the tours.
 */
export default function SignIn() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate(
      { email: String(form.get('email')), password: String(form.get('password')) },
      { onSuccess: () => void navigate(returnAddress(search.get('next')), { replace: true }) },
    );
  };
  return (
    <AuthCard title="Sign in">
      <form onSubmit={submit} className="stack">
        {search.has('next') ? (
          <p className="muted">Sign in to go back to where you were; what you had not saved is kept.</p>
        ) : null}
        <Field label="Email" name="email" type="email" autoComplete="username" required />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required />
        <FormError error={signIn.error} />
        <button type="submit" className="primary" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </AuthCard>
  );
}
