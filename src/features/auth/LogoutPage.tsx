import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSession } from '../../session/SessionProvider';
import './auth.css';

/** Sends the logout once; the session machine forgets token and user and goes to login. */
export function LogoutPage() {
  const session = useSession();
  // StrictMode runs effects twice; a ref survives that, so the event goes once.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    session.send({ type: 'session.logout' });
  }, [session]);

  return (
    <div className="center-stack auth__center">
      <span className="spinner" aria-hidden="true" />
      <h1>
        <Trans>Đăng xuất</Trans>
      </h1>
      <p role="status">
        <Trans>Đang đăng xuất…</Trans>
      </p>
    </div>
  );
}
