import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getToken } from '../../../lib/infra/session.ts';

/**
 * Sign-in and sign-up are for a visitor: a person already signed in who opens one goes to Today.
 * Only the token found on arrival counts, so the page's own sign-in still goes where it sends.
 * It lives in the pages' own chunk, off every other page's first load.
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const [signedIn] = useState(() => getToken() !== null);
  return signedIn ? <Navigate to="/today" replace /> : children;
}
