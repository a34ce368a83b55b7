import { FormError } from '../../components/form-error.js';
import { PageHeading } from '../../components/page-heading.js';
import { useAccounts } from '../../lib/api/users.js';
import { useAccount } from '../use-account.js';
import { AccountRow } from './users/account-row.js';
import { AddAccountForm } from './users/add-account-form.js';
import cards from '../../components/cards.module.css';

/** Accounts: add, reset, give tours, remove (admins only; the API refuses editors too). */
export default function Users() {
  const account = useAccount();
  return (
    <>
      <PageHeading>Users</PageHeading>
      {account.role === 'admin' ? <Accounts selfId={account.id} /> : <p>Only admins manage accounts.</p>}
    </>
  );
}

function Accounts({ selfId }: { selfId: string }) {
  const accounts = useAccounts();
  return (
    <>
      <AddAccountForm />
      <h2>Accounts</h2>
      <FormError error={accounts.error} />
      <ul className={cards.cards}>
        {accounts.data?.map((a) => (
          <AccountRow key={a.id} account={a} isSelf={a.id === selfId} />
        ))}
      </ul>
    </>
  );
}
