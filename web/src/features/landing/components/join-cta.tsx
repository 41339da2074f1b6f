import { Link } from 'react-router';

export function JoinCta() {
  return (
    <section className="section join" aria-labelledby="join-heading">
      <div className="container join-inner">
        <h2 id="join-heading">Ready for your first slice?</h2>
        <p>Join Cakewalk free and turn one goal into a plan you can start today.</p>
        <Link className="btn btn-large btn-light" to="/signup">
          Join Cakewalk
        </Link>
      </div>
    </section>
  );
}
