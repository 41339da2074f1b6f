// zod/mini keeps Lambda bundles and the web app's first load small. It ships no messages of
// its own, so importing this module (for its side effect) configures the English ones.
//
// Import zod itself directly, `import * as z from 'zod/mini'`, never through a re-export:
// esbuild cannot tree-shake a namespace that passes through another module, and a re-exported
// `z` pulls all of zod (some 420 KB) into every bundle.
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());
