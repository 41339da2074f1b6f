import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type MouseEvent } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/infra/current-user.ts';
import { clearAllDrafts } from '../../lib/drafts/drafts.ts';
import { clearSession, getToken, useToken } from '../../lib/infra/session.ts';
import { BrandMark } from '../../lib/ui/brand-mark.tsx';
import './header.css';

function SignedInNav() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function signOut() {
    // Loaded only now, to keep it off the first load; it sends the session this clears below.
    const ending = getToken();
    if (ending) {
      import('../../features/notifications/model/device-push.ts')
        .then(({ forgetThisBrowser }) => forgetThisBrowser(ending))
        .catch((error: unknown) => console.warn('Could not drop this browser’s push subscription', error));
    }
    // Both updates land in one render, so the guard never sees a guarded page without a token.
    navigate('/');
    clearSession();
    clearAllDrafts();
    queryClient.clear();
  }

  return (
    <>
      <li>
        <NavLink to="/today">Today</NavLink>
      </li>
      <li>
        <NavLink to="/dashboard">Dashboard</NavLink>
      </li>
      <li>
        <NavLink to="/progress">Progress</NavLink>
      </li>
      <li>
        <NavLink to="/reflections">Reflections</NavLink>
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
        <NavLink to="/" end>
          Home
        </NavLink>
      </li>
      <li>
        <NavLink to="/login">Login</NavLink>
      </li>
      <li>
        <NavLink to="/signup">Sign Up</NavLink>
      </li>
    </>
  );
}

/** Below 640 px the links fold behind a Menu button, so the header stays one row on a phone. */
function useMenu() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  return {
    open,
    toggle: () => setOpen((current) => !current),
    /** A link or Sign Out was used: the menu has done its job. */
    closeAfterChoice: (event: MouseEvent<HTMLElement>) => {
      if (event.target instanceof Element && event.target.closest('a, button')) setOpen(false);
    },
  };
}

export function Header() {
  const token = useToken();
  const menu = useMenu();
  return (
    <header className="site-header">
      <div className="container header-inner">
        <NavLink to="/" className="brand" aria-label="Cakewalk home">
          <BrandMark /> Cakewalk
        </NavLink>
        <button
          type="button"
          className="btn btn-small btn-quiet menu-toggle"
          aria-expanded={menu.open}
          aria-controls="main-nav"
          onClick={menu.toggle}
        >
          Menu
        </button>
        <nav
          id="main-nav"
          aria-label="Main"
          className={menu.open ? 'main-nav open' : 'main-nav'}
          onClick={menu.closeAfterChoice}
        >
          <ul className="nav-list">
            {token ? <SignedInNav /> : <SignedOutNav />}
          </ul>
        </nav>
      </div>
    </header>
  );
}
