// What a goal is about, as it will read inside a step: "the 5k", "your garage", "Spanish".
// A domain names the words to look for; an unknown goal's topic is the object of its verb.

import type { Domain } from './domain.ts';
import type { Span, Token } from './nlp.ts';
import { joinTokens } from './nlp.ts';
import type { GoalReading } from './read-goal.ts';
import { PERSON_SWAP } from './words.ts';

const ENDS_TOPIC = new Set(['every', 'each', 'per', 'daily', 'weekly', 'monthly', 'yearly', 'again', 'more', 'regularly']);
const PARTICLES = new Set(['up', 'out', 'off', 'down', 'back', 'on', 'over', 'away']);
const MAX_TOPIC_WORDS = 5;
// "my sister's surprise 30th birthday party": how far back a determiner may sit before the topic word.
const MAX_MODIFIERS = 3;

/** The user's determiner, turned to address them: "a" and "an" become "the", "my" becomes "your". */
function definite(determiner: Token): string {
  const word = determiner.normal;
  if (word === 'a' || word === 'an' || word === 'the' || word === 'this' || word === 'that') return 'the';
  return PERSON_SWAP[word] ?? word;
}

function withDeterminer(sentence: readonly Token[], span: Span, shown: string, article: string): string {
  for (let i = span.start - 1; i >= Math.max(0, span.start - MAX_MODIFIERS - 1); i--) {
    const token = sentence[i] as Token;
    if (token.tags.has('Determiner')) {
      const between = joinTokens(sentence.slice(i + 1, span.start));
      return [definite(token), between, shown].filter(Boolean).join(' ');
    }
    if (token.tags.has('Preposition') || token.tags.has('GoalVerb') || token.post.includes(',')) break;
  }
  return article ? `${article} ${shown}` : shown;
}

function domainTopic(reading: GoalReading, domain: Domain): string | undefined {
  const inGoal = (span: Span) => span.sentence === reading.goalSpan.sentence;
  for (const entry of domain.topics) {
    const [pattern = entry, renamed] = entry.split(' => ');
    const spans = reading.parsed.match(pattern.toLowerCase());
    const span = spans.find(inGoal) ?? spans[0];
    if (!span) continue;
    if (renamed) return renamed;
    const sentence = reading.parsed.sentences[span.sentence] ?? [];
    const shown = /[A-Z]/.test(pattern) ? pattern : joinTokens(sentence.slice(span.start, span.end));
    return withDeterminer(sentence, span, shown, domain.topicArticle);
  }
  return undefined;
}

/** The object of the goal's verb: "build a treehouse for my kids" is about "the treehouse". */
function objectTopic(reading: GoalReading): string | undefined {
  const { sentence: index, start, end } = reading.goalSpan;
  const sentence = reading.parsed.sentences[index] ?? [];
  let i = start;
  if (reading.verb) {
    i++;
    while (i < end && (sentence[i]?.tags.has('GoalVerb') || PARTICLES.has(sentence[i]?.normal ?? ''))) i++;
  }
  const words: Token[] = [];
  let determiner: Token | undefined;
  for (; i < end && words.length < MAX_TOPIC_WORDS; i++) {
    const token = sentence[i] as Token;
    if (!words.length && !determiner && token.tags.has('Determiner')) {
      determiner = token;
      continue;
    }
    // "volunteer at a food bank": with nothing before it, the preposition's object is the topic.
    if (token.tags.has('Preposition') && token.normal !== 'of') {
      if (words.length || determiner) break;
      continue;
    }
    if (ENDS_TOPIC.has(token.normal) || token.tags.has('Duration') || token.tags.has('Month')) break;
    words.push(token);
    if (token.post.includes(',')) break;
  }
  const shown = joinTokens(words).replace(/[.!?,;:]+$/, '');
  if (!shown) return undefined;
  return determiner ? `${definite(determiner)} ${shown}` : shown;
}

export function findTopic(reading: GoalReading, domain: Domain | undefined): string | undefined {
  return domain ? (domainTopic(reading, domain) ?? domain.fallbackTopic) : objectTopic(reading);
}
