import { PASSWORD_LIMITS, type StudioAccount } from '@tourview/schema';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/field.js';
import { FormError } from '../../../components/form-error.js';
import { useRemoveAccount, useResetPassword, useSetTours } from '../../../lib/api/users.js';
import cards from '../../../components/cards.module.css';

type Panel = 'none' | 'password' | 'tours' | 'remove';

/** One account with its actions: new password, tours (editors), removal after a confirmation. */
export function AccountRow({ account, isSelf }: { account: StudioAccount; isSelf: boolean }) {
  const [panel, setPanel] = useState<Panel>('none');
  const [done, setDone] = useState('');
  const finish = (message: string) => {
    setDone(message);
    setPanel('none');
  };
  const toggle = (next: Panel) => {
    setDone('');
    setPanel(panel === next ? 'none' : next);
  };
  const opener = (name: string, next: Panel, className?: string) => (
    <button type="button" className={className} aria-expanded={panel === next} onClick={() => toggle(next)}>
      {name}
    </button>
  );
  return (
    <li className={cards.card}>
      <h3>{account.email}</h3>
      <p className="muted">
        {account.role === 'admin'
          ? 'Admin: every tour'
          : `Editor: ${account.tours.join(', ') || 'no tours yet'}`}
        {isSelf ? ' · you' : ''}
      </p>
      <div className="actions">
        {opener('Reset password', 'password')}
        {account.role === 'editor' ? opener('Tours', 'tours') : null}
        {isSelf ? null : opener('Remove', 'remove', 'danger')}
      </div>
      {panel === 'password' ? <PasswordForm account={account} finish={finish} /> : null}
      {panel === 'tours' ? <ToursForm account={account} finish={finish} /> : null}
      {panel === 'remove' ? <RemoveConfirmation account={account} /> : null}
      <p role="status" className="success">
        {done}
      </p>
    </li>
  );
}

type PanelProps = { account: StudioAccount; finish: (message: string) => void };

/** A new password for the account, which ends its sessions. */
function PasswordForm({ account, finish }: PanelProps) {
  const reset = useResetPassword();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password'));
    reset.mutate(
      { id: account.id, password },
      { onSuccess: () => finish('Password set; every session ended.') },
    );
  };
  return (
    <form onSubmit={submit} className="stack">
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
  );
}

/** The tours an editor may work on, as codes separated by spaces or commas. */
function ToursForm({ account, finish }: PanelProps) {
  const setTours = useSetTours();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tours = String(new FormData(event.currentTarget).get('tours'))
      .split(/[\s,]+/)
      .filter(Boolean);
    setTours.mutate({ id: account.id, tours }, { onSuccess: () => finish('Tours saved.') });
  };
  return (
    <form onSubmit={submit} className="stack">
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
  );
}

/** The last step before an account is removed. */
function RemoveConfirmation({ account }: { account: StudioAccount }) {
  const remove = useRemoveAccount();
  return (
    <div className="stack">
      <p>Remove {account.email}? Their sessions end at once.</p>
      <FormError error={remove.error} />
      <button type="button" className="danger" onClick={() => remove.mutate(account.id)}>
        Remove {account.email}
      </button>
    </div>
  );
}
