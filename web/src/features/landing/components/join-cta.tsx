import { Link } from 'react-router';
import { useToken } from '../../../lib/session.ts';

export function JoinCta() {
  const signedIn = useToken() !== null;
  return (
    <section className="section join" aria-labelledby="join-heading">
      <div className="container join-inner">
        <h2 id="join-heading">Ready for your first slice?</h2>
        <p>Join Cakewalk free and turn one goal into a plan you can start today.</p>
        {signedIn ? (
          <Link className="btn btn-large btn-light" to="/dashboard">
            Go to your dashboard
          </Link>
        ) : (
          <Link className="btn btn-large btn-light" to="/signup">
            Join Cakewalk
          </Link>
        )}
      </div>
    </section>
  );
}
