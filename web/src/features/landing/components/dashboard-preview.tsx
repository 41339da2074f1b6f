import { StatusGlyph } from '../../../lib/ui/status-icon.tsx';
import { LandingSection } from './landing-section.tsx';

type PreviewItem = [status: 'todo' | 'in_progress' | 'done', title: string];

const PREVIEW: { kicker: string; title: string; percent: number; items: PreviewItem[] }[] = [
  { kicker: 'Goal', title: 'Run a 10K', percent: 40, items: [['done', 'Build a base'], ['in_progress', 'Add speed work'], ['todo', 'Race week']] },
  { kicker: 'Subgoal', title: 'Add speed work', percent: 50, items: [['done', 'Find a track'], ['in_progress', 'Interval sessions']] },
  { kicker: 'Task', title: 'Interval sessions', percent: 33, items: [['done', '4 × 400 m'], ['in_progress', '5 × 400 m'], ['todo', '6 × 400 m']] },
];

/** A static picture of the dashboard, drawn with markup so nothing is fetched. */
export function DashboardPreview() {
  return (
    <LandingSection
      headingId="preview-heading"
      title="Your dashboard at a glance"
      lead="Goal, slice and crumb side by side, with the next bite always in view."
      tinted
    >
      <div
        className="preview"
        role="img"
        aria-label="Preview of the dashboard: a goal, one of its subgoals and one of its tasks, each with its progress and steps."
      >
        {PREVIEW.map((card) => (
          <div key={card.kicker} className="preview-card">
            <p className="preview-kicker">{card.kicker}</p>
            <p className="preview-title">{card.title}</p>
            <div className="progress-track">
              <div className="progress-fill" style={{ width: `${card.percent}%` }} />
            </div>
            <ul>
              {card.items.map(([status, title]) => (
                <li key={title}>
                  <StatusGlyph status={status} /> {title}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
