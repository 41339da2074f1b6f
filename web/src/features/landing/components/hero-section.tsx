import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CakeArt } from './cake-art.tsx';

function HeroActions() {
  return (
    <div className="btn-row">
      <Link className="btn btn-secondary" to="/signup">
        Get Started
      </Link>
      <Link className="btn btn-quiet" to="/login">
        Sign In
      </Link>
    </div>
  );
}

/** The hero, with the goal box (`goalBox`) where a visitor tries Cakewalk before any account. */
export function HeroSection({ goalBox }: { goalBox: ReactNode }) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">Your AI-powered accountability partner</p>
          <h1 id="hero-heading">Big goals, one bite at a time.</h1>
          <p className="hero-lead">
            Tell Cakewalk what you want to achieve. It slices your goal into small steps, checks in with you daily
            and weekly, tracks your progress and nudges you when it matters.
          </p>
          {goalBox}
          <HeroActions />
        </div>
        <CakeArt />
      </div>
    </section>
  );
}
