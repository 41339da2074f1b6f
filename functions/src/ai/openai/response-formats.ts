// What the model is asked to return, as structured outputs: the openai package's Standard Schema
// helper parses and types the answer with the zod schema of wire-shapes.ts, and sends its JSON
// Schema. (Its zod helper does the same but loads the whole of zod, about 80 KB, next to the
// zod/mini the app already carries, which took the AI bundles over their 700 KB budget.)
//
// The JSON Schemas are read from wire-schemas.json rather than made here with z.toJSONSchema:
// zod/mini's index re-exports its JSON Schema generator (about 22 KB), and once any chunk of a
// bundle calls it, esbuild loads it with the index at every cold start, this module being only a
// chunk that loads with an OpenAI key. functions/test/unit/ai/wire-schemas.test.ts holds the file
// to what z.toJSONSchema makes of the shapes.

import { standardResponseFormat } from 'openai/helpers/standard-schema';
import { WIRE_SHAPES, type WireName } from './wire-shapes.ts';
import WIRE_SCHEMAS from './wire-schemas.json' with { type: 'json' };

const format = <N extends WireName>(name: N) => standardResponseFormat(WIRE_SHAPES[name], name, { schema: WIRE_SCHEMAS[name] });

export const breakdownFormat = format('goal_breakdown');
export const answeredBreakdownFormat = format('goal_breakdown_answered');
export const questionsFormat = format('goal_questions');
export const stepsFormat = format('microtask_steps');
export const replyFormat = format('reply_intent');
