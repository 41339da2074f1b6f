// Apart from global-build.ts so that web/tsconfig.json can include it without the bench's types.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A production build of web/ (Vite's manifest included), made once per test run. */
    webDist: string;
    /** One Chromium for the whole test run, which each browser test file connects to. */
    browserEndpoint: string;
  }
}

export {};
