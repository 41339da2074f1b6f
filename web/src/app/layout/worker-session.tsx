import { useEffect } from 'react';
import { useToken } from '../../lib/infra/session.ts';
import { shareTokenWithWorker } from '../../lib/infra/worker-session.ts';

/**
 * Keeps the service worker's copy of the session in step with this tab's (a sign-in, a new
 * password, a sign-out), so a notification's buttons act for whoever is signed in. A chunk of its
 * own, loaded beside the page's (layout.tsx), which keeps the app's first-load code within budget.
 */
export function WorkerSession() {
  const token = useToken();
  useEffect(() => shareTokenWithWorker(token), [token]);
  return null;
}
