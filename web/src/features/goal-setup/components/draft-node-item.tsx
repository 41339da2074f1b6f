import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { MICROTASK_DEPTH, type DraftNode, type NodePath } from '../model/breakdown-draft.ts';
import { BiteRepeatField } from './bite-repeat-field.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { SingleLineTextarea } from './single-line-textarea.tsx';

const LEVELS = ['Subgoal', 'Task', 'Microtask'] as const;

export interface DraftEditHandlers {
  onRename: (path: NodePath, title: string) => void;
  onRemove: (path: NodePath) => void;
  onAdd: (parent: NodePath) => void;
  /** Given, each step can move up and down among its siblings. */
  onMove?: (path: NodePath, by: -1 | 1) => void;
  /** Given, each bite can be made recurring or one-off. */
  onRepeat?: (path: NodePath, repeat: Repeat | null) => void;
}

interface DraftNodeItemProps extends DraftEditHandlers {
  item: DraftNode;
  path: NodePath;
  /** The only step in its list cannot go: the server needs at least one at every level. */
  removable: boolean;
  /** How many steps share this one's list, so the ends cannot move further. */
  siblings: number;
}

function levelName(depth: number): string {
  return LEVELS[depth] ?? 'Step';
}

export function DraftNodeItem({ item, path, removable, siblings, ...handlers }: DraftNodeItemProps) {
  const { onRename, onRemove, onAdd, onMove, onRepeat } = handlers;
  const depth = path.length - 1;
  const index = path.at(-1) ?? 0;
  const name = `${levelName(depth)} ${path.map((i) => i + 1).join('.')}`;
  const inputId = `draft-${item.key}`;
  const childName = levelName(depth + 1).toLowerCase();

  return (
    <li className={`draft-node draft-depth-${depth}`}>
      <div className="draft-row">
        <label htmlFor={inputId} className={depth === MICROTASK_DEPTH ? 'sr-only' : 'draft-label'}>
          {name}
        </label>
        <SingleLineTextarea
          id={inputId}
          className="input draft-input"
          value={item.title}
          maxLength={LIMITS.title.max}
          placeholder={`Name this ${levelName(depth).toLowerCase()}`}
          onValueChange={(title) => onRename(path, title)}
        />
        {onMove && (
          <MoveButtons name={name} first={index === 0} last={index === siblings - 1} onMove={(by) => onMove(path, by)} />
        )}
        <button
          type="button"
          className="icon-btn"
          aria-label={`Delete ${name}`}
          title={`Delete ${name}`}
          disabled={!removable}
          onClick={() => onRemove(path)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {depth === MICROTASK_DEPTH && onRepeat && (
        <BiteRepeatField
          id={inputId}
          name={name}
          repeat={item.bite?.repeat ?? null}
          onChange={(repeat) => onRepeat(path, repeat)}
        />
      )}
      {depth < MICROTASK_DEPTH && (
        <>
          <ul className="draft-children">
            {item.children.map((child, index) => (
              <DraftNodeItem
                key={child.key}
                item={child}
                path={[...path, index]}
                removable={item.children.length > 1}
                siblings={item.children.length}
                {...handlers}
              />
            ))}
          </ul>
          <button
            type="button"
            className="add-btn"
            aria-label={`Add ${childName} to ${name}`}
            disabled={item.children.length >= LIMITS.breakdownItems.max}
            onClick={() => onAdd(path)}
          >
            <span aria-hidden="true">+ </span>
            Add {childName}
          </button>
        </>
      )}
    </li>
  );
}
