// The lint toolchain, kept in its own workspace: typescript-eslint needs the TypeScript compiler
// API, which TypeScript 7 (the project's tsc) no longer ships, so this package pins TypeScript 6 in
// its own node_modules. eslint.config.js at the repository root imports the plugins from here.
export { default as js } from '@eslint/js';
export { default as tseslint } from 'typescript-eslint';
export { importX, createNodeResolver } from 'eslint-plugin-import-x';
export { default as regexp } from 'eslint-plugin-regexp';
export { default as reactHooks } from 'eslint-plugin-react-hooks';
export { default as globals } from 'globals';
