// zod/mini keeps Lambda bundles and the web app's first load small; it ships no messages of
// its own, so the English locale is loaded once here and every schema imports `z` from this file.
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export { z };
