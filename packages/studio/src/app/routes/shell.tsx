import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FormError } from '../../components/form-error.js';
import { paths } from '../../config/paths.js';
import { isProblem } from '../../lib/api-client.js';
import { useSession, useSignOut } from '../../lib/api/session.js';
import { ScreenBoundaryPerAddress } from '../screen-boundary.js';
import { ShellHeader } from './shell-header.js';
import styles from './shell.module.css';

/** The signed-in frame: the header with the navigation and the account, then the screen. */
export default function Shell() {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (session.isPending) return <p role="status">Loading…</p>;
  // An ended session (signed out elsewhere, expired, revoked) comes back here after signing in;
  // an editor's unsaved edits wait in this browser meanwhile.
  if (isProblem(session.error, 'unauthenticated'))
    return <Navigate to={paths.signIn.href(pathname + search)} replace />;
  if (!session.data) return <FormError error={session.error} />;
  const account = session.data;
  const leave = (everywhere: boolean) =>
    signOut.mutate(everywhere, { onSettled: () => void navigate(paths.signIn.href(), { replace: true }) });
  return (
    <div className="shell">
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <ShellHeader account={account} onSignOut={leave} />
      <main id="main" className={styles.content}>
        {/* Here too, so that a screen that fails keeps the navigation around it. */}
        <ScreenBoundaryPerAddress>
          <Outlet context={account} />
        </ScreenBoundaryPerAddress>
      </main>
    </div>
  );
}
