import { AboutSection } from './about-section.tsx';
import { AnimalTeam } from './animal-team.tsx';
import { DashboardPreview } from './dashboard-preview.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { JoinCta } from './join-cta.tsx';
import { LatestUpdates } from './latest-updates.tsx';
import { Testimonials } from './testimonials.tsx';
import { GoalBox } from './try-goal/goal-box.tsx';
import { TryResult } from './try-goal/try-result.tsx';
import { useTryGoal } from './try-goal/use-try-goal.ts';
import './landing.css';

export function LandingPage() {
  const tryGoal = useTryGoal();
  return (
    <div className="landing">
      <title>Cakewalk · Big goals, one bite at a time</title>
      <HeroSection goalBox={<GoalBox tryGoal={tryGoal} />} />
      <TryResult tryGoal={tryGoal} />
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
