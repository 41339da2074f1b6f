// Every language the offline planner writes besides English (see language-plan.ts).
// Written by `npm run planner:lists` from the folder it lists: add a file there and run it.

import de from './de.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ptBR from './pt-BR.json' with { type: 'json' };
import type { LanguagePlan, PlannedLanguage } from './language-plan.ts';

export const LANGUAGE_PLANS = { de, es, fr, it, nl, pt, 'pt-BR': ptBR } as Record<PlannedLanguage, LanguagePlan>;
