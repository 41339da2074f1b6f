import { Menu, MenuButton, MenuItem } from '@szhsin/react-menu';
import '@szhsin/react-menu/dist/core.css';
import Ellipsis from 'lucide/dist/esm/icons/ellipsis.mjs';
import { Icon } from '../ui/icon.tsx';
import type { DraftNode, NodePath } from './drafts/breakdown-draft.ts';
import { depthOf, stepIds, stepName } from './step-names.ts';
import type { StepEditor } from './use-step-editor.ts';

interface StepMenuProps {
  item: DraftNode;
  path: NodePath;
  /** How many steps share this one's list: the ends cannot move further, and the last one stays. */
  siblings: number;
  editor: StepEditor;
  /** A recurring bite: its how-often chip describes the button too. */
  repeats?: boolean;
}

/**
 * The "⋯" menu of one row (WAI-ARIA menu button: arrow keys, Home and End, Escape, focus back on
 * the button). The only step in its list cannot go: the server needs one at every level.
 */
export function StepMenu({ item, path, siblings, editor, repeats = false }: StepMenuProps) {
  const name = stepName(path);
  const index = path.at(-1) ?? 0;
  const label = `${name} actions`;
  const describedBy =
    editor.renaming === item.key ? undefined : [stepIds.title(item.key), ...(repeats ? [stepIds.chip(item.key)] : [])].join(' ');
  return (
    <Menu
      menuButton={
        <MenuButton
          id={stepIds.menu(item.key)}
          className="step-menu-button"
          aria-label={label}
          aria-describedby={describedBy}
        >
          <Icon node={Ellipsis} size="1.4em" />
        </MenuButton>
      }
      aria-label={label}
      align="end"
      menuClassName="step-menu"
    >
      <MenuItem onClick={() => editor.startRename(item.key)}>Rename</MenuItem>
      <MenuItem disabled={index === 0} onClick={() => editor.move(path, item.key, -1)}>
        Move up
      </MenuItem>
      <MenuItem disabled={index === siblings - 1} onClick={() => editor.move(path, item.key, 1)}>
        Move down
      </MenuItem>
      {depthOf(path) === 2 && <MenuItem onClick={() => editor.openHowOften(item.key)}>How often</MenuItem>}
      <MenuItem disabled={siblings <= 1} onClick={() => editor.remove(path)}>
        Delete
      </MenuItem>
    </Menu>
  );
}
