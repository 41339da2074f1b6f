import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { wireJsonSchemas } from './wire-schemas/wire-json-schemas.ts';

// `npm run ai:wire-schemas`: writes the JSON Schema of each shape the model is asked to return.
// Run it after changing functions/src/ai/openai/wire-shapes.ts; functions/test/unit/ai/wire-schemas.test.ts
// fails until the file matches.

const WIRE_SCHEMAS_FILE = fileURLToPath(new URL('../src/ai/openai/wire-schemas.json', import.meta.url));
writeFileSync(WIRE_SCHEMAS_FILE, `${JSON.stringify(wireJsonSchemas(), null, 2)}\n`);
console.log(`wrote ${WIRE_SCHEMAS_FILE}`);
