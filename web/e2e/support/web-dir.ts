import path from 'node:path';

export const webDir = path.resolve(import.meta.dirname, '../..');
