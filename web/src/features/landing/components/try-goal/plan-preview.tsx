import { useNavigate } from 'react-router';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { keepVisitorDraft } from '../../../../lib/drafts/visitor-drafts.ts';
import { GOAL_PLAN_DRAFT, GOAL_TEXT_DRAFT, goalPlanDraft } from '../../../../lib/plan-editor/drafts/goal-plan-draft.ts';
import { PLAN_HEADING, type TriedPlan } from './use-try-goal.ts';

const minutesFormat = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'minute', unitDisplay: 'long' });

function firstBiteOf({ subgoals }: Breakdown) {
  return subgoals[0]?.tasks[0]?.microtasks[0];
}

/**
 * Each slice with its crumbs, one line each: the whole plan at a glance. A crumb's name alone
 * ("Instrument") says little, so its line leads with its first bite.
 */
function SliceList({ breakdown }: { breakdown: Breakdown }) {
  return (
    <ol className="try-slices">
      {breakdown.subgoals.map((subgoal, index) => (
        <li key={index} className="try-slice">
          <h3>{subgoal.title}</h3>
          <ul>
            {subgoal.tasks.map((task, taskIndex) => {
              const [first, ...more] = task.microtasks;
              return (
                <li key={taskIndex}>
                  <strong>{task.title}:</strong> {first?.title}
                  {more.length > 0 && <span className="muted">{`, and ${more.length} more`}</span>}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/**
 * The visitor's plan, and "Save and start": the goal and its plan are kept in this tab as goal
 * setup keeps a draft, sign-up hands them to the new account, and goal setup opens with them.
 */
export function PlanPreview({ plan }: { plan: TriedPlan }) {
  const navigate = useNavigate();
  const { breakdown } = plan;
  const first = firstBiteOf(breakdown);

  function saveAndStart() {
    keepVisitorDraft(GOAL_TEXT_DRAFT, plan.goal);
    keepVisitorDraft(GOAL_PLAN_DRAFT, goalPlanDraft(breakdown));
    navigate('/signup');
  }

  return (
    <section className="card try-plan" aria-labelledby={PLAN_HEADING}>
      <h2 id={PLAN_HEADING} tabIndex={-1}>
        Your plan: {breakdown.goal}
      </h2>
      {breakdown.notice && <p className="plan-notice">{breakdown.notice}</p>}
      {first && (
        <p className="try-first-bite">
          <span className="try-first-label">Your first bite</span> {first.title}
          {first.minutes !== undefined && <span className="muted"> · {minutesFormat.format(first.minutes)}</span>}
        </p>
      )}
      <SliceList breakdown={breakdown} />
      <div className="save-bar">
        <p className="save-bar-messages field-hint">Nothing is saved until you make your free account.</p>
        <button className="btn" type="button" onClick={saveAndStart}>
          Save and start
        </button>
      </div>
    </section>
  );
}
