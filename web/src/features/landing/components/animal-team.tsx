import type { ComponentType } from 'react';
import { Ant } from '../../../lib/helpers/ant.tsx';
import { Frog } from '../../../lib/helpers/frog.tsx';
import { Mouse } from '../../../lib/helpers/mouse.tsx';
import { Owl } from '../../../lib/helpers/owl.tsx';
import { Sparrow } from '../../../lib/helpers/sparrow.tsx';
import { LandingSection } from './landing-section.tsx';

interface Helper {
  name: string;
  role: string;
  text: string;
  Art: ComponentType;
}

const HELPERS: Helper[] = [
  { name: 'Owl', role: 'Goal setup', text: 'Listens to your goal and wisely slices it into steps.', Art: Owl },
  { name: 'Mouse', role: 'Calm guidance', text: 'Quietly shows the next small step when things feel big.', Art: Mouse },
  { name: 'Sparrow', role: 'Encouragement', text: 'Sings up every win, however small the bite.', Art: Sparrow },
  { name: 'Ant', role: 'Task finishing', text: 'Carries each crumb home until the task is done.', Art: Ant },
  { name: 'Frog', role: 'Action', text: 'Leaps past procrastination: start now, tidy later.', Art: Frog },
];

export function AnimalTeam() {
  return (
    <LandingSection
      headingId="team-heading"
      title="Meet your helpers"
      lead="Five small friends, each with one job in getting you to the last crumb."
      tinted
    >
      <ul className="team-list">
        {HELPERS.map(({ name, role, text, Art }) => (
          <li key={name} className="card helper">
            <div className="helper-art">
              <Art />
            </div>
            <h3>{name}</h3>
            <p className="helper-role">{role}</p>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
