import { LandingSection } from './landing-section.tsx';

const QUOTES = [
  { quote: 'I finally finished my portfolio. Seeing it as slices made it stop feeling huge.', name: 'Priya', role: 'designer' },
  { quote: 'The strict tone is exactly the push I needed at 7 am.', name: 'Marcus', role: 'marathon beginner' },
  { quote: 'Breaking a scary task into bites got me unstuck in five minutes.', name: 'Lena', role: 'student' },
];

export function Testimonials() {
  return (
    <LandingSection headingId="testimonials-heading" title="What early bakers say">
      <ul className="quote-list">
        {QUOTES.map((item) => (
          <li key={item.name}>
            <figure className="card quote">
              <blockquote>
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption>
                {item.name}, {item.role}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
