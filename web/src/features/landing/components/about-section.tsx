import Cake from 'lucide-react/icons/cake';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CakeSlice from 'lucide-react/icons/cake-slice';
import ChartLine from 'lucide-react/icons/chart-line';
import Cookie from 'lucide-react/icons/cookie';
import Send from 'lucide-react/icons/send';
import Sparkles from 'lucide-react/icons/sparkles';
import { LandingSection } from './landing-section.tsx';

const LAYERS = [
  { Icon: Cake, name: 'Goal', is: 'the cake', text: 'The whole thing you want, like "run a 10K" or "launch my shop".' },
  { Icon: CakeSlice, name: 'Subgoal', is: 'a slice', text: 'A part of the goal you can see yourself finishing.' },
  { Icon: Cookie, name: 'Task', is: 'a crumb', text: 'A concrete piece of work inside a slice.' },
  { Icon: Sparkles, name: 'Microtask', is: 'a bite', text: 'A step so small you can start it today.' },
];

const PROMISES = [
  { Icon: CalendarCheck, title: 'Daily and weekly check-ins', text: 'A short note each day about your next step, and a weekly look back.' },
  { Icon: ChartLine, title: 'Progress tracking', text: 'See every slice fill up as you mark bites done.' },
  { Icon: Send, title: 'Nudges on Telegram', text: 'Link our Telegram bot from your profile and get check-ins where you already chat.' },
];

export function AboutSection() {
  return (
    <LandingSection
      headingId="about-heading"
      title="Every goal is a cake"
      lead="Nobody eats a cake in one go. Cakewalk helps you see the slices, then the crumbs, then the very next bite."
    >
      <ul className="layer-list">
        {LAYERS.map((layer) => (
          <li key={layer.name} className="card layer">
            <layer.Icon className="layer-icon" aria-hidden="true" focusable="false" size="2rem" />
            <h3>
              {layer.name} <span className="layer-is">= {layer.is}</span>
            </h3>
            <p>{layer.text}</p>
          </li>
        ))}
      </ul>
      <ul className="promise-list">
        {PROMISES.map((promise) => (
          <li key={promise.title}>
            <h3>
              <promise.Icon className="promise-icon" aria-hidden="true" focusable="false" size="1.1em" /> {promise.title}
            </h3>
            <p>{promise.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
