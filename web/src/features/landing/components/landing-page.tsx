import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AboutSection } from './about-section.tsx';
import { AnimalTeam } from './animal-team.tsx';
import { DashboardPreview } from './dashboard-preview.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { JoinCta } from './join-cta.tsx';
import { LatestUpdates } from './latest-updates.tsx';
import { Testimonials } from './testimonials.tsx';
import { GoalBox } from './try-goal/goal-box.tsx';
import './landing.css';

// The questions and the plan load when the visitor reaches for the goal box, not with the page.
const loadTryFlow = () => import('./try-goal/try-flow.tsx');
const TryFlow = lazy(async () => ({ default: (await loadTryFlow()).TryFlow }));

/** A goal sent from the box; each send is a new try, even of the same words. */
interface Tried {
  goal: string;
  attempt: number;
}

export function LandingPage() {
  const [tried, setTried] = useState<Tried | null>(null);
  const plan = (goal: string) => setTried((current) => ({ goal, attempt: (current?.attempt ?? 0) + 1 }));
  const result = useRef<HTMLDivElement>(null);

  // On a phone the hero fills the screen: each try is followed down to where its answer appears,
  // at once, so "Reading your goal..." is seen rather than a button that seems to do nothing.
  useEffect(() => {
    if (tried) result.current?.scrollIntoView({ block: 'start' });
  }, [tried]);

  return (
    <div className="landing">
      <title>Cakewalk · Big goals, one bite at a time</title>
      <HeroSection goalBox={<GoalBox onPlan={plan} onReady={() => void loadTryFlow()} />} />
      <div ref={result} className="try-anchor">
        {tried && (
          <Suspense fallback={<p className="container page-loading" role="status">Reading your goal...</p>}>
            <TryFlow key={tried.attempt} goal={tried.goal} />
          </Suspense>
        )}
      </div>
      <AboutSection />
      <AnimalTeam />
      <HowItWorks />
      <DashboardPreview />
      <Testimonials />
      <LatestUpdates />
      <JoinCta />
    </div>
  );
}
