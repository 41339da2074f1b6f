// The phrases the reply reader looks for, in English, Spanish, German, French and Portuguese.
// Each is a regular expression over the reply as the reader sees it: lowercase, without accents
// ("mañana" is "manana", "müde" is "mude"), with straight apostrophes. Each is matched as whole
// words. Typos people make often ("dne", "finshed", "to big") are written in.

/** What a reply can say about the check-in's step. */
export type Signal =
  /** It was done. */
  | 'done'
  /** It was too big, or the person is stuck on it. */
  | 'smaller'
  /** Not today, clearly. */
  | 'snoozed'
  /** A later day, which beside a clear done only says what comes next ("done, tomorrow the next"). */
  | 'later'
  /** It was not done: a negation with no reason given. */
  | 'notDone'
  /** Part of it, or an attempt. */
  | 'partial'
  /** Tired, worried, hurt: never a done, and not a plan either. */
  | 'feeling';

export const PHRASES: Record<Signal, readonly string[]> = {
  done: [
    // English
    'done', 'dne', 'did it', 'did that', 'did (the|my|all|everything|both)', 'just did', 'i did',
    'fin+i?s+h?e?d', 'finsihed', 'complete(d)?', 'got it done', 'nailed it', 'knocked it out', 'crushed it',
    '(ticked|checked) (it )?off', 'managed (it|to)', '✅', '✔️?', '☑️?',
    // Spanish
    'hech[oa]', '(lo|la|ya) hice', 'hice', 'list[oa]', 'termine', 'terminad[oa]', 'complete', 'completad[oa]', 'ya esta',
    // German
    'erledigt', 'geschafft', 'gemacht', 'fertig', 'erfullt', 'abgehakt',
    // French
    'fait', 'finie?', 'terminee?', 'reussie?', 'accomplie?',
    // Portuguese
    'feit[oa]', 'fiz', 'terminei', 'conclui(d[oa])?', 'pront[oa]', 'consegui',
  ],
  smaller: [
    'to+o* (big|much|hard|difficult|long)', 'smaller', 'break (it|this|that) down', 'split (it|this|that)', '(got )?stuck',
    'overwhelm\\w*', 'putting (it )?off', 'procrastinat\\w*', "(don'?t|do not) (even )?know (where|how|what)", 'no idea (where|how)',
    'demasiado( grande| dificil| largo)?', '(muy|tan) (grande|dificil)', 'mas pequen[oa]', 'atascad[oa]', 'abrumad[oa]',
    'agobiad[oa]', 'no se (por donde|como) empezar', 'dividir(lo)?',
    'zu (gross|groß|viel|schwer|lang)', 'kleiner', 'komme nicht weiter', 'steck\\w* fest', 'festgefahren', 'uberfordert', 'uberwaltigt',
    'trop (gros|grand|dur|difficile|long|lourd)', 'plus petit', 'bloquee?', 'coincee?', 'debordee?', 'submergee?',
    'je ne sais pas par ou commencer',
    'muito (grande|dificil)', '(grande|dificil) demais', 'menor', 'travad[oa]', 'empacad[oa]', 'sobrecarregad[oa]',
    'nao sei por onde comecar',
  ],
  snoozed: [
    'not (today|tonight)', 'no ti(me|em)', 'busy', 'swamped', 'skip\\w*', "can'?t (do it )?(today|tonight)", 'cannot (today|tonight)',
    'another day',
    'hoy no', 'no hoy', 'sin tiempo', 'no tengo tiempo', 'ocupad[oa]', 'saltar(lo)?',
    'heute nicht', 'nicht heute', 'keine zeit', 'beschaftigt', 'uberspringen',
    "pas (aujourd'hui|ce soir|le temps|de temps)", 'occupee?', 'pas dispo',
    'hoje nao', 'nao hoje', 'sem tempo', 'pular',
  ],
  later: ['tomorrow', 'tmrw?', 'tmw', 'manana', 'morgen', 'demain', 'amanha'],
  notDone: [
    "did ?n'?t", 'did not', "could ?n'?t", 'could not', "have ?n'?t", 'have not', "has ?n'?t", "was ?n'?t able", 'not yet',
    'not (really|quite|fully|completely)', 'meant to', 'forgot', 'nope', 'nah', 'no(?!-)', 'never got', 'wrote nothing',
    'no (lo |la )?hice', 'no pude', 'todavia no', 'aun no', 'no termine',
    'noch nicht', 'nicht geschafft', 'nicht gemacht', 'nicht fertig', 'nein',
    'pas encore', 'pas fini', 'pas fait', 'non(?!-)',
    'ainda nao', 'nao consegui', 'nao fiz', 'nao',
  ],
  partial: [
    'half(way)?', 'some of it', 'part of it', '(first|one|second) part', 'partly', 'partially', 'almost', 'nearly', 'kind of', 'kinda',
    'sort of', '\\w+-ish', 'ish', 'started', 'tried', 'a bit of it',
    'mitad', 'casi', 'en parte', 'empece', 'intente',
    'halb', 'teilweise', 'fast (fertig|geschafft)', 'angefangen', 'versucht',
    'moitie', 'presque', 'en partie', 'commencee?', 'essayee?',
    'metade', 'quase', 'em parte', 'comecei', 'tentei',
  ],
  feeling: [
    'tired', 'exhausted', 'worn out', 'drained', 'worried', 'worry', 'anxious', 'nervous', 'scared', 'afraid', 'stressed',
    'sad', 'no energy', 'burn(ed|t) out', 'hurt\\w*', 'pain', 'injur\\w*', 'not sure',
    'cansad[oa]', 'agotad[oa]', 'preocupad[oa]', 'nervios[oa]', 'estresad[oa]', 'triste', 'sin energia',
    'mude', 'erschopft', 'kaputt', 'besorgt', 'sorgen', 'angst', 'gestresst', 'traurig',
    'fatiguee?', 'epuisee?', 'crevee?', 'inquiete?', 'stressee?', 'angoissee?',
    'exaust[oa]', 'estressad[oa]', 'ansios[oa]',
  ],
};

/**
 * Words that, before a done in the same clause, say it did not happen or has not yet: a negation
 * ("didn't finish", "nicht geschafft", "pas fini", "não consegui") or an intention ("I'll get it done").
 */
export const NOT_YET_BEFORE_DONE = [
  'not', "\\w+n't", '(did|could|have|has|was|wo|do|ca|is|are|would|should)nt', 'never', 'no(?!-)', 'nothing', 'will', "\\w*'ll", 'gonna', 'going to', 'wanna', 'want(ed)? to', '(need|have|has) to',
  'should', 'hope to', 'plan(ning)? to', 'try(ing)? to', 'supposed to',
  'nunca', 'todavia', 'aun', 'nicht', 'nie', 'kein\\w*', 'noch', 'pas', 'ne', "n'", 'jamais', 'rien', 'nao', 'ainda',
];

/** Words that split a reply into clauses said apart: "Measured it, but … stuck" says two things. */
export const CLAUSE_BREAK = ['but', 'though', 'although', 'however', 'aber', 'doch', 'pero', 'mais', 'mas', 'porem'];

/**
 * A clause that reports something done in the past tense ("measured it", "I ran"): not a done on
 * its own, but beside a stuck or a not-done in another clause it makes a reply say two things.
 */
export const PAST_REPORT = ['\\w{3,}ed', 'did', 'ran', 'went', 'wrote', 'made', 'got', 'read', 'took', 'bought', 'called', 'sent'];

/** A reply of only these (or a short question) leaves the intent open. */
export const UNSURE_REPLIES = [
  'yes', 'yeah', 'yep', 'yup', 'ok', 'okay', 'k', 'idk', 'h+m+', 'meh', 'maybe', 'sure', 'si', 'ja', 'oui', 'sim', '👍', '🤷\\S*', '\\?+',
];
