import { PASSWORD_LIMITS, type StudioAccount } from '@tourview/schema';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/field.js';
import { FormError } from '../../../components/form-error.js';
import { useRemoveAccount, useResetPassword, useSetTours } from '../../../lib/api/users.js';

type Panel = 'none' | 'password' | 'tours' | 'remove';

/** One account with its actions: new password, tours (editors), removal after a confirmation. */
export function AccountRow({ account, isSelf }: { account: StudioAccount; isSelf: boolean }) {
  const [panel, setPanel] = useState<Panel>('none');
  const [done, setDone] = useState('');
  const reset = useResetPassword();
  const setTours = useSetTours();
  const remove = useRemoveAccount();
  const finish = (message: string) => {
    setDone(message);
    setPanel('none');
  };
  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password'));
    reset.mutate(
      { id: account.id, password },
      { onSuccess: () => finish('Password set; every session ended.') },
    );
  };
  const submitTours = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('tours'));
    const tours = text.split(/[\s,]+/).filter(Boolean);
    setTours.mutate({ id: account.id, tours }, { onSuccess: () => finish('Tours saved.') });
  };
  const toggle = (next: Panel) => {
    setDone('');
    setPanel(panel === next ? 'none' : next);
  };
  return (
    <li className="card">
      <h3>{account.email}</h3>
      <p className="muted">
        {account.role === 'admin'
          ? 'Admin: every tour'
          : `Editor: ${account.tours.join(', ') || 'no tours yet'}`}
        {isSelf ? ' · you' : ''}
      </p>
      <div className="actions">
        <button type="button" aria-expanded={panel === 'password'} onClick={() => toggle('password')}>
          Reset password
        </button>
        {account.role === 'editor' ? (
          <button type="button" aria-expanded={panel === 'tours'} onClick={() => toggle('tours')}>
            Tours
          </button>
        ) : null}
        {isSelf ? null : (
          <button
            type="button"
            className="danger"
            aria-expanded={panel === 'remove'}
            onClick={() => toggle('remove')}
          >
            Remove
          </button>
        )}
      </div>
      {panel === 'password' ? (
        <form onSubmit={submitPassword} className="stack">
          <Field
            label={`New password for ${account.email}`}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_LIMITS.min}
            required
          />
          <FormError error={reset.error} />
          <button type="submit" className="primary">
            Set password
          </button>
        </form>
      ) : null}
      {panel === 'tours' ? (
        <form onSubmit={submitTours} className="stack">
          <Field
            label={`Tour codes for ${account.email}`}
            name="tours"
            defaultValue={account.tours.join(' ')}
            hint="Separated by spaces or commas."
          />
          <FormError error={setTours.error} />
          <button type="submit" className="primary">
            Save tours
          </button>
        </form>
      ) : null}
      {panel === 'remove' ? (
        <div className="stack">
          <p>Remove {account.email}? Their sessions end at once.</p>
          <FormError error={remove.error} />
          <button type="button" className="danger" onClick={() => remove.mutate(account.id)}>
            Remove {account.email}
          </button>
        </div>
      ) : null}
      <p role="status" className="success">
        {done}
      </p>
    </li>
  );
}
