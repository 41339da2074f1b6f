import { Navigate, Outlet } from 'react-router';
import { useToken } from '../lib/infra/session.ts';

/** Guards the signed-in pages: it checks only that a token is stored; the server judges the token itself. */
export function RequireAuth() {
  const token = useToken();
  return token ? <Outlet /> : <Navigate to="/login" replace />;
}
