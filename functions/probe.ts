import { planAll, bitesOf } from './eval/planner-eval.ts';
const planned = await planAll();
const norm = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const sets = planned.map(p => new Set(bitesOf(p.plan).map(b => norm(b.title))));
for (let i = 0; i < sets.length; i++) for (let k = i + 1; k < sets.length; k++) {
  const a = sets[i]!, b = sets[k]!; const shared = [...a].filter(t => b.has(t)).length; const j = shared / (a.size + b.size - shared);
  if (j > 0.15) console.log((j*100).toFixed(0) + '%', planned[i]!.goal.text, '|', planned[k]!.goal.text, '|', [...a].filter(t => b.has(t)).slice(0, 6).join(' ; '));
}
