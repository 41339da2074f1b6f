import { ExportFile, NOT_AN_EXPORT } from '@cakewalk/shared/schemas/account/export-file.ts';
import { count } from '@cakewalk/shared/text/counts.ts';
import { plainError } from '@cakewalk/shared/schemas/plain-errors.ts';
import { LIMITS, sizeInWords } from '@cakewalk/shared/schemas/limits.ts';

export interface ImportPreview {
  file: ExportFile;
  goals: number;
  bites: number;
  reflections: number;
}

const FILE_TOO_LARGE = `This file is larger than ${sizeInWords(LIMITS.importBytes)}.`;

function bites(file: ExportFile): number {
  return file.goals.reduce(
    (sum, goal) => sum + goal.subgoals.reduce((s, sub) => s + sub.tasks.reduce((t, task) => t + task.microtasks.length, 0), 0),
    0,
  );
}

/**
 * Reads a chosen file the way the server will (the same schema), so the preview names what an
 * import adds, or why the file cannot be imported, before anything is sent.
 */
export async function previewImport(chosen: Blob): Promise<ImportPreview | { error: string }> {
  if (chosen.size > LIMITS.importBytes) return { error: FILE_TOO_LARGE };
  let data: unknown;
  try {
    data = JSON.parse(await chosen.text());
  } catch {
    return { error: NOT_AN_EXPORT };
  }
  const parsed = ExportFile.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Not an export at all says just that; an export with a fault says which, in plain words.
    if (!issue || issue.path[0] === 'format' || issue.path.length === 0) return { error: NOT_AN_EXPORT };
    return { error: `This export cannot be imported. ${plainError(issue, 'file')}` };
  }
  const file = parsed.data;
  return { file, goals: file.goals.length, bites: bites(file), reflections: file.reflections.length };
}

export function describePreview(preview: ImportPreview): string {
  const goals = count(preview.goals, 'goal', 'goals');
  const bitesText = count(preview.bites, 'bite', 'bites');
  const reflections = count(preview.reflections, 'reflection', 'reflections');
  return `This adds ${goals} (${bitesText}) and ${reflections} to your account. Nothing you have now changes.`;
}
