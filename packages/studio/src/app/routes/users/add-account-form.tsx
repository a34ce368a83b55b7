import { PASSWORD_LIMITS, type StudioRole } from '@tourview/schema';
import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../components/field.js';
import { FormError } from '../../../components/form-error.js';
import { useAddAccount } from '../../../lib/api/users.js';

/** Adds an account with a role and a first password, which the admin passes on. */
export function AddAccountForm() {
  const add = useAddAccount();
  const roleId = useId();
  const [added, setAdded] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email'));
    add.mutate(
      { email, role: String(data.get('role')) as StudioRole, password: String(data.get('password')) },
      {
        onSuccess: () => {
          setAdded(`Added ${email}.`);
          form.reset();
        },
      },
    );
  };
  return (
    <section aria-labelledby="add-account" className="panel">
      <h2 id="add-account">Add an account</h2>
      <form onSubmit={submit} className="stack" onChange={() => setAdded('')}>
        <Field label="Email" name="email" type="email" autoComplete="off" required />
        <div className="field">
          <label htmlFor={roleId}>Role</label>
          <select id={roleId} name="role" defaultValue="editor">
            <option value="editor">Editor</option>
            <option value="admin">Admin</option>
          </select>
          <small className="hint">
            Editors work on the tours they are given; admins on every tour, users and the audit log.
          </small>
        </div>
        <Field
          label="First password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_LIMITS.min}
          hint={`At least ${PASSWORD_LIMITS.min} characters. Pass it on safely.`}
          required
        />
        <FormError error={add.error} />
        <p role="status" className="success">
          {added}
        </p>
        <button type="submit" className="primary" disabled={add.isPending}>
          Add account
        </button>
      </form>
    </section>
  );
}
