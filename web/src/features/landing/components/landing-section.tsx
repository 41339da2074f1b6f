import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** Its heading names the region, so the page's landmarks read as its titles. */
  headingId: string;
  title: string;
  lead?: string;
  tinted?: boolean;
  narrow?: boolean;
  children: ReactNode;
}

export function LandingSection({ headingId, title, lead, tinted, narrow, children }: LandingSectionProps) {
  return (
    <section className={tinted ? 'section section-tinted' : 'section'} aria-labelledby={headingId}>
      <div className={narrow ? 'container narrow-section' : 'container'}>
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        {lead && <p className="section-lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
