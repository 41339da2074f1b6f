import { createRequire } from 'node:module';

interface LevelDb {
  open(): Promise<void>;
  close(): Promise<void>;
}
type LevelModule = { Level: new (location: string) => LevelDb };

/**
 * Whether another process (`npm start`) holds the embedded engine's LevelDB folder, which only
 * one process can open. Checked with the engine's own copy of `level`, before the engine starts,
 * because the engine itself only fails later, on its first request, with an uncatchable error.
 */
export async function isDataFolderLocked(location: string): Promise<boolean> {
  const fromEngine = createRequire(createRequire(import.meta.url).resolve('dynalite'));
  const { Level } = fromEngine('level') as LevelModule;
  const db = new Level(location);
  try {
    await db.open();
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'LEVEL_LOCKED') return true;
    throw error;
  }
  await db.close();
  return false;
}
