import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { MICROTASK_DEPTH, type DraftNode, type NodePath } from '../model/breakdown-draft.ts';
import { SingleLineTextarea } from './single-line-textarea.tsx';

const LEVELS = ['Subgoal', 'Task', 'Microtask'] as const;

export interface DraftEditHandlers {
  onRename: (path: NodePath, title: string) => void;
  onRemove: (path: NodePath) => void;
  onAdd: (parent: NodePath) => void;
}

interface DraftNodeItemProps extends DraftEditHandlers {
  item: DraftNode;
  path: NodePath;
  /** The only step in its list cannot go: the server needs at least one at every level. */
  removable: boolean;
}

function levelName(depth: number): string {
  return LEVELS[depth] ?? 'Step';
}

export function DraftNodeItem({ item, path, removable, onRename, onRemove, onAdd }: DraftNodeItemProps) {
  const depth = path.length - 1;
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
      {depth < MICROTASK_DEPTH && (
        <>
          <ul className="draft-children">
            {item.children.map((child, index) => (
              <DraftNodeItem
                key={child.key}
                item={child}
                path={[...path, index]}
                removable={item.children.length > 1}
                onRename={onRename}
                onRemove={onRemove}
                onAdd={onAdd}
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
