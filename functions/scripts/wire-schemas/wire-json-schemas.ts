import * as z from 'zod/mini';
import { WIRE_SHAPES } from '../../src/ai/openai/wire-shapes.ts';

/** Each wire shape's JSON Schema, as structured outputs take it (draft 7), by the name the request gives it. */
export const wireJsonSchemas = () =>
  Object.fromEntries(Object.entries(WIRE_SHAPES).map(([name, shape]) => [name, z.toJSONSchema(shape, { target: 'draft-7' })]));
