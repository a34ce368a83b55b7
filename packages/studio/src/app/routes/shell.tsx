import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { FormError } from '../../components/form-error.js';
import { paths } from '../../config/paths.js';
import { isProblem } from '../../lib/api-client.js';
import { useSession, useSignOut } from '../../lib/api/session.js';
import styles from './shell.module.css';

/** The signed-in frame: navigation by role, the account, and the two ways to sign out. */
export default function Shell() {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (session.isPending) return <p role="status">Loading…</p>;
  if (isProblem(session.error, 'unauthenticated')) return <Navigate to={paths.signIn.href()} replace />;
  if (!session.data) return <FormError error={session.error} />;
  const account = session.data;
  const leave = (everywhere: boolean) =>
    signOut.mutate(everywhere, { onSettled: () => void navigate(paths.signIn.href(), { replace: true }) });
  return (
    <div className="shell">
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.top}>
        <p className="brand">Tourview studio</p>
        <nav aria-label="Studio">
          <ul>
            <li>
              <NavLink to={paths.tours.href()}>Tours</NavLink>
            </li>
            <li>
              <NavLink to={paths.enquiries.href()}>Enquiries</NavLink>
            </li>
            {account.role === 'admin' ? (
              <>
                <li>
                  <NavLink to={paths.users.href()}>Users</NavLink>
                </li>
                <li>
                  <NavLink to={paths.audit.href()}>Audit log</NavLink>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
        <div className={styles.account}>
          <span>
            {account.email} <span className={styles.role}>({account.role})</span>
          </span>
          <button type="button" onClick={() => leave(false)}>
            Sign out
          </button>
          <button type="button" onClick={() => leave(true)}>
            Sign out everywhere
          </button>
        </div>
      </header>
      <main id="main" className={styles.content}>
        <Outlet context={account} />
      </main>
    </div>
  );
}
