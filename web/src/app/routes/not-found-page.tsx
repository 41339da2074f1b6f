import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="container page narrow">
      <title>Page not found · Cakewalk</title>
      <h1>Page not found</h1>
      <p>This slice of the site does not exist.</p>
      <Link className="btn" to="/">
        Back to Home
      </Link>
    </section>
  );
}
