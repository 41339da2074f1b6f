// A goal that says how much each time ("1,000 words a session", "500 words a day") keeps that
// amount in the bites that do it: a kind's own "Write 250 words" takes the person's figure. A
// total ("a 50,000-word novel") is not a session's size, so only an amount each time or each
// day stands in. A first thing the person wrote ("write 1000 words a session") is their own
// words, so its figure always stands in for the kind's.

import { readQuantity, type Quantity } from '../reading/quantity.ts';

const EACH_TIME: ReadonlySet<Quantity['per']> = new Set(['day', 'session']);

/** The bite with the figure the person said in place of its own, for the same unit ("words"). */
function withTheirFigure(title: string, quantity: Quantity | undefined): string {
  const [figure = '', unit = ''] = quantity?.text.split(/\s+/) ?? [];
  const noun = unit.toLowerCase().replace(/s$/, '');
  if (!/^\d/.test(figure) || noun.length < 3) return title;
  const said = new RegExp(String.raw`(?<![\d,.])\d[\d,]*(?=\s+${RegExp.escape(noun)}s?\b)`, 'iu');
  return title.replace(said, figure);
}

export function withOwnAmount(title: string, quantity: Quantity | undefined): string {
  return quantity && EACH_TIME.has(quantity.per) ? withTheirFigure(title, quantity) : title;
}

/** A kind's bite that does the person's first thing, with the figure they wrote for it. */
export function withFirstThingFigure(title: string, thing: string): string {
  return withTheirFigure(title, readQuantity(thing));
}
