// A step the splitter wrote itself ("Spend 10 minutes carving the pawn, stopping at a natural
// break", "Look over the pawn and note what it still needs"), broken down again: read back as the
// kind of step it is and the act inside it, and split by that kind's own steps (split-again.json),
// so no template is ever wrapped around a phrase that already carries one. A session is done in
// two halves with a breather between, and one of under 4 minutes is begun and left at a pause.

import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import type { RawBite } from '../../clamp-breakdown.ts';
import { gerund } from '../reading/english-words.ts';
import { verbOfGerund } from './verb-forms.ts';
import again from './split-again.json' with { type: 'json' };

const AgainStep = z.object({
  text: z.string().check(z.minLength(3)),
  /** Minutes of its own, or the session's: all of it, its first half or the rest. */
  minutes: z.union([z.int().check(z.gte(1), z.lte(15)), z.enum(['all', 'half', 'rest'])]),
});
const Steps = z.array(AgainStep).check(z.minLength(2));
export const SplitAgainData = z.object({
  halves: Steps, brief: Steps, ready: Steps, review: Steps, left: Steps, finish: Steps,
  note: Steps, timer: Steps, mark: Steps, toMark: Steps, next: Steps, slow: Steps,
});
type Kind = keyof z.infer<typeof SplitAgainData>;
const STEPS = again as z.infer<typeof SplitAgainData>;

/** What a written step was read as: its kind and what fills that kind's slots. */
interface Read {
  kind: Kind | 'session';
  /** The act as a gerund phrase: "carving the pawn". */
  ving?: string;
  /** What is got ready for, looked over or counted. */
  what?: string;
  part?: string;
  minutes?: number;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Carve the pawn" -> "carving the pawn"; "Keep carving the pawn" is already "carving the pawn". */
function gerundOf(act: string): string {
  const kept = /^(?:keep|carry\s+on)\s+(\p{L}+ing\b.*)$/iu.exec(act)?.[1];
  if (kept) return kept;
  const [verb = '', ...rest] = lower(act).split(' ');
  return [gerund(verb), ...rest].join(' ');
}

/** "carving the pawn" -> "Carve the pawn"; a gerund the planner cannot turn back is kept going: "Keep whittling the spoon". */
function actOf(ving: string): string {
  const [word = '', ...rest] = ving.split(' ');
  const verb = verbOfGerund(word);
  return verb ? capitalise([verb, ...rest].join(' ')) : `Keep ${ving}`;
}

const READERS: readonly [RegExp, (match: RegExpExecArray) => Read][] = [
  [/^spend (\d+) minutes? (\p{L}+ing\b.*?)(?:,? stopping at a natural break)?$/iu, (m) => ({ kind: 'session', ving: m[2] ?? '', minutes: Number(m[1]) })],
  [/^spend (\d+) minutes? on (.+?)(?:, then note where you stopped)?$/iu, (m) => ({ kind: 'session', ving: `getting on with ${m[2] ?? ''}`, minutes: Number(m[1]) })],
  [/^spend the first (\d+) minutes? (\p{L}+ing\b.*?)(?: slowly)?$/iu, (m) => ({ kind: 'session', ving: m[2] ?? '', minutes: Number(m[1]) })],
  [/^make a start on (\p{L}+ing\b.*?)(?:, (?:stopping at a natural break|slowly))?$/iu, (m) => ({ kind: 'brief', ving: m[1] ?? '' })],
  [/^make a start on (.+?)(?:, then note where you stopped)?$/iu, (m) => ({ kind: 'brief', ving: `getting on with ${m[1] ?? ''}` })],
  [/^take a breather, then (.+?) for (\d+) more minutes?$/iu, (m) => ({ kind: 'session', ving: gerundOf(m[1] ?? ''), minutes: Number(m[2]) })],
  [/^set a timer for (\d+) minutes?, then (.+?) until it rings$/iu, (m) => ({ kind: 'session', ving: gerundOf(m[2] ?? ''), minutes: Number(m[1]) })],
  [/^(.+?) until the timer goes off$/iu, (m) => ({ kind: 'session', ving: gerundOf(m[1] ?? '') })],
  [/^(.+?) what is left, a bit at a time$/iu, (m) => ({ kind: 'session', ving: `${gerundOf(m[1] ?? '')} what is left` })],
  [/^(.+?) up to that mark$/iu, (m) => ({ kind: 'toMark', ving: gerundOf(m[1] ?? '') })],
  [/^take the first few minutes slowly, one step at a time$/iu, () => ({ kind: 'slow' })],
  [/^get out what (.+?) needs and clear a space for it$/iu, (m) => ({ kind: 'ready', what: m[1] ?? '' })],
  [/^clear a space and get out what the session needs$/iu, () => ({ kind: 'ready', what: 'the session' })],
  [/^clear the space and get out what (.+?) takes$/iu, (m) => ({ kind: 'ready', what: m[1] ?? '' })],
  [/^get out everything (.+?) needs$/iu, (m) => ({ kind: 'ready', what: m[1] ?? '' })],
  [/^set out what (.+?) needs where you will do it$/iu, (m) => ({ kind: 'ready', what: m[1] ?? '' })],
  [/^get out what (“.+”) needs$/iu, (m) => ({ kind: 'ready', what: m[1] ?? '' })],
  [/^look over what is left of (.+)$/iu, (m) => ({ kind: 'left', what: m[1] ?? '' })],
  [/^look over (.+?) and note what (?:it still needs|they still need)$/iu, (m) => ({ kind: 'review', what: m[1] ?? '' })],
  [/^check (.+?) once more from start to finish$/iu, (m) => ({ kind: 'review', what: m[1] ?? '' })],
  [/^finish (\p{L}+ing\b.*?) and note how it went$/iu, (m) => ({ kind: 'finish', ving: m[1] ?? '' })],
  [/^(?:write one line on where you stopped and what comes next|note where you stopped and what comes next|stop at the mark and note what is left|stop at a natural break and note where you got to)$/iu, () => ({ kind: 'note' })],
  [/^note which of the (.+?) come next$/iu, (m) => ({ kind: 'next', what: m[1] ?? '' })],
  [/^set a timer for (\d+) minutes?$/iu, (m) => ({ kind: 'timer', minutes: Number(m[1]) })],
  [/^mark where (the (?:first|second|last|next) (?:half|part|third|few)) of (.+?) ends, so you know when to stop$/iu, (m) => ({ kind: 'mark', part: m[1] ?? '', what: m[2] ?? '' })],
];

/** Minutes from which a session is halved; a shorter one is begun and left at a pause. */
const SHORTEST_HALVED = 4;

/**
 * The steps of a step the splitter wrote, split as the kind of step it is; none when the title
 * is not one of them. `minutes` is the step's own, when the caller knows them.
 */
export function splitAgain(title: string, minutes: number | undefined): RawBite[] {
  for (const [pattern, read] of READERS) {
    const match = pattern.exec(title);
    if (!match) continue;
    const said = read(match);
    const total = said.minutes ?? minutes ?? 10;
    // A session is done in two halves with a breather between, never set a timer again around its act.
    const kind = said.kind === 'session' ? (total < SHORTEST_HALVED ? 'brief' : 'halves') : said.kind;
    const half = Math.ceil(total / 2);
    const ving = lower(said.ving ?? '');
    const slots: Readonly<Record<string, string>> = {
      Act: ving ? actOf(ving) : '', act: ving ? lower(actOf(ving)) : '', ving, what: said.what ?? '', thing: said.what ?? '', part: said.part ?? '',
      minutes: String(total), half: String(half), rest: String(total - half),
    };
    const share = { all: total, half, rest: total - half };
    return STEPS[kind].map((step) => ({
      title: capitalise(step.text.replace(/\{(\w+)\}/g, (whole, slot: string) => slots[slot] ?? whole)),
      minutes: typeof step.minutes === 'number' ? step.minutes : share[step.minutes],
    }));
  }
  return [];
}
