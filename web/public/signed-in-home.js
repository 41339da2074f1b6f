// `/` is the landing page, rendered at build time for a visitor. A person signed in (a stored
// token: web/src/lib/infra/session.ts) goes to Today, the app's home, and the landing page is hidden
// meanwhile, so it never shows to them.
try {
  if (location.pathname === '/' && localStorage.getItem('token')) {
    document.documentElement.hidden = true;
    location.replace('/today');
  }
} catch {
  // Storage that cannot be read means no session: the landing page is the right page.
}
