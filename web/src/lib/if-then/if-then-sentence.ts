import type { IfThen } from '@cakewalk/shared/schemas/breakdown.ts';

// Apart from the form's rules (if-then.ts): the goal card reads only this, on the dashboard's first load.

const bare = (text: string) => text.trim().replace(/[\s.!?;:,]+$/, '');

/** After "If" or "then" a half reads on in lower case ("My kids need me" as "my kids need me"), but "I" and "NHS" keep theirs. */
const inSentence = (text: string) => (/^(I\b|\p{Lu}{2})/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** "If I get home too tired, then I do the smallest bite on my list." */
export function ifThenSentence(ifThen: IfThen): string {
  return `If ${inSentence(bare(ifThen.if))}, then ${inSentence(bare(ifThen.then))}.`;
}
