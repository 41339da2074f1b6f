import { describe, expect, it } from 'vitest';
import WIRE_SCHEMAS from '../../../src/ai/openai/wire-schemas.json' with { type: 'json' };
import { wireJsonSchemas } from '../../../scripts/wire-schemas/wire-json-schemas.ts';

// The JSON Schemas sent with a model call are a file written from the zod shapes that parse its
// answer (functions/src/ai/openai/response-formats.ts says why); the two never drift apart.
describe('the structured outputs schemas', () => {
  it('are what zod makes of every wire shape today (npm run ai:wire-schemas writes them)', () => {
    expect(WIRE_SCHEMAS).toEqual(wireJsonSchemas());
  });
});
