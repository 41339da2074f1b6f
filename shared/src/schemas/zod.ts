// zod/mini keeps Lambda bundles and the web app's first load small. It ships no messages of
// its own, so importing this module (for its side effect) configures the English ones, and
// says "is required" for a missing field rather than "expected string, received undefined".
//
// Import zod itself directly, `import * as z from 'zod/mini'`, never through a re-export:
// esbuild cannot tree-shake a namespace that passes through another module, and a re-exported
// `z` pulls all of zod (some 420 KB) into every bundle.
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config({
  ...en(),
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : undefined),
});
