import { Link } from 'react-router';
import { FIRST_GOAL } from '../../../lib/goals/first-goal.ts';

/** No goal yet: Today is where the first one starts. */
export function NoGoalsYet() {
  return (
    <div className="card today-empty">
      <h2>Nothing on your plate yet</h2>
      <p>Tell Cakewalk what you want to achieve. Today then holds the first bite to take, and the habits to keep.</p>
      <Link className="btn" to="/goal-setup" state={FIRST_GOAL}>
        Plan your first goal
      </Link>
    </div>
  );
}

/** Every goal is done or resting: nothing to do today, said without fuss. */
export function NothingLeft() {
  return (
    <div className="card today-empty">
      <h2>Nothing left for today</h2>
      <p>Every goal is done or resting for now.</p>
      <div className="btn-row">
        <Link className="btn btn-secondary" to="/dashboard">
          See your dashboard
        </Link>
        <Link className="btn btn-secondary" to="/goal-setup">
          Plan a new goal
        </Link>
      </div>
    </div>
  );
}
