import { describe, expect, it } from 'vitest';
import plan from '../../../../src/ai/offline/languages/pt-BR.json' with { type: 'json' };
import questions from '../../../../src/words/questions.json' with { type: 'json' };

// Spellings and turns of phrase only Portugal uses; a Brazilian reader trips on each one.
const EUROPEAN_ONLY = /(?<!\p{L})(?:[ao]s? (?:sua|seu)s?|metrónomo|princípio ao fim|ecrã|telemóvel|equipa|pequeno-almoço|autocarro|casa de banho|frigorífico|facto|registo|contacto|ginásio|connosco|económic\w*|prémio|tu|teu|tua|teus|tuas|estar a|está a|ficheiro|descoberto)(?!\p{L})/iu;

/** Every string a person reads, leaving out the words a goal is matched by. */
function readable(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'words' || key === 'endings' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => readable(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => readable(item, name));
  return [];
}

describe('Brazilian Portuguese plans and questions', () => {
  it.each([
    ['the plan data (pt-BR.json)', plan],
    ['the questions (questions.json, pt-BR)', questions['pt-BR']],
  ])('%s use no European-only form', (_, data) => {
    const texts = readable(data);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => EUROPEAN_ONLY.test(text))).toEqual([]);
  });
});
