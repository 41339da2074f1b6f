import { useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { clearSession, useToken } from '../../lib/session.ts';
import { BrandMark } from '../../lib/ui/brand-mark.tsx';
import './header.css';

function SignedInNav() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function signOut() {
    // Both updates land in one render, so the guard never sees a guarded page without a token.
    navigate('/');
    clearSession();
    queryClient.clear();
  }

  return (
    <>
      <li>
        <NavLink to="/dashboard">Dashboard</NavLink>
      </li>
      <li>
        <NavLink to="/profile">Profile</NavLink>
      </li>
      {user && (
        <li className="header-user">
          <span className="header-name">{user.name}</span>
          <button type="button" className="btn btn-small btn-quiet" onClick={signOut}>
            Sign Out
          </button>
        </li>
      )}
    </>
  );
}

function SignedOutNav() {
  return (
    <>
      <li>
        <NavLink to="/login">Login</NavLink>
      </li>
      <li>
        <NavLink to="/signup">Sign Up</NavLink>
      </li>
    </>
  );
}

export function Header() {
  const token = useToken();
  return (
    <header className="site-header">
      <div className="container header-inner">
        <NavLink to="/" className="brand" aria-label="Cakewalk home">
          <BrandMark /> Cakewalk
        </NavLink>
        <nav aria-label="Main">
          <ul className="nav-list">
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            {token ? <SignedInNav /> : <SignedOutNav />}
          </ul>
        </nav>
      </div>
    </header>
  );
}
