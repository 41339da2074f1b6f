import { LandingSection } from './landing-section.tsx';

const STEPS = [
  { title: 'Describe your goal', text: 'Write it the way you would tell a friend. No forms, no jargon.' },
  { title: 'Get your slices', text: 'The AI breaks it into subgoals, tasks and microtasks. Edit anything you like.' },
  { title: 'Pick a coaching tone', text: 'Friendly, strict or motivational: your partner talks the way that works for you.' },
  { title: 'Eat one bite at a time', text: 'Mark steps done, break big ones down further and check in daily.' },
];

export function HowItWorks() {
  return (
    <LandingSection headingId="how-heading" title="How it works">
      <ol className="step-list">
        {STEPS.map((step, index) => (
          <li key={step.title} className="step">
            <span className="step-number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
