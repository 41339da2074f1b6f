import Cake from 'lucide/dist/esm/icons/cake.mjs';
import CalendarCheck from 'lucide/dist/esm/icons/calendar-check.mjs';
import CakeSlice from 'lucide/dist/esm/icons/cake-slice.mjs';
import ChartLine from 'lucide/dist/esm/icons/chart-line.mjs';
import Cookie from 'lucide/dist/esm/icons/cookie.mjs';
import Send from 'lucide/dist/esm/icons/send.mjs';
import Sparkles from 'lucide/dist/esm/icons/sparkles.mjs';
import { Icon } from '../../../lib/ui/icon.tsx';
import { LandingSection } from './landing-section.tsx';

const LAYERS = [
  { icon: Cake, name: 'Goal', is: 'the cake', text: 'The whole thing you want, like "run a 10K" or "launch my shop".' },
  { icon: CakeSlice, name: 'Subgoal', is: 'a slice', text: 'A part of the goal you can see yourself finishing.' },
  { icon: Cookie, name: 'Task', is: 'a crumb', text: 'A concrete piece of work inside a slice.' },
  { icon: Sparkles, name: 'Microtask', is: 'a bite', text: 'A step so small you can start it today.' },
];

const PROMISES = [
  { icon: CalendarCheck, title: 'Daily and weekly check-ins', text: 'A short note each day about your next step, and a weekly look back.' },
  { icon: ChartLine, title: 'Progress tracking', text: 'See every slice fill up as you mark bites done.' },
  // Rendered at build time, this page cannot know whether its server has a Telegram bot: it
  // promises only the ways every server reaches a person; sign-up and the profile offer Telegram
  // where the server says it can.
  { icon: Send, title: 'Nudges that find you', text: 'Check-ins as a notification on your phone or by email, whichever you turn on.' },
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
            <Icon node={layer.icon} className="layer-icon" size="2rem" />
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
              <Icon node={promise.icon} className="promise-icon" size="1.1em" /> {promise.title}
            </h3>
            <p>{promise.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
