// The goal's number as the user wrote it, with its unit and any rate: "$10,000", "24 books",
// "100 sales a month". A rate stays a rate: it is never read as a total.

export interface Quantity {
  /** As written: "100 sales a month". */
  text: string;
  value: number;
  /** "month" for "100 sales a month". */
  per?: 'day' | 'week' | 'month' | 'year';
}

const NUMBER = String.raw`(?:[$€£]\s?)?\d[\d,]*(?:\.\d+)?\s?(?:k|kg|km|lbs?|%|mi|m)?`;
const UNIT_WORD = String.raw`(?!(?:by|in|before|until|within|and|or|to|for|of|on|at|this|next|times?|a|per|each|every)\b)[\p{L}][\p{L}'-]*`;
const PATTERN = new RegExp(String.raw`(${NUMBER})((?:\s+${UNIT_WORD}){0,3})(?:\s+(?:a|per|each|every)\s+(day|week|month|year))?(?=$|[\s,.;:!?)])`, 'iu');

export function readQuantity(text: string): Quantity | undefined {
  const match = PATTERN.exec(text);
  if (!match) return undefined;
  const value = Number((match[1] ?? '').replace(/[^\d.]/g, ''));
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const per = match[3]?.toLowerCase() as Quantity['per'];
  return { text: match[0].trim(), value, ...(per ? { per } : {}) };
}
