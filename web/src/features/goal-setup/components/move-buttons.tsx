import ArrowDown from 'lucide/dist/esm/icons/arrow-down.mjs';
import ArrowUp from 'lucide/dist/esm/icons/arrow-up.mjs';
import { Icon } from '../../../lib/ui/icon.tsx';

interface MoveButtonsProps {
  /** The step's name as the editor labels it: "Task 1.2". */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}

/** Reordering by buttons, so the keyboard and screen readers can do what dragging would. */
export function MoveButtons({ name, first, last, onMove }: MoveButtonsProps) {
  return (
    <>
      <button type="button" className="icon-btn" aria-label={`Move ${name} up`} title={`Move ${name} up`} disabled={first} onClick={() => onMove(-1)}>
        <Icon node={ArrowUp} />
      </button>
      <button type="button" className="icon-btn" aria-label={`Move ${name} down`} title={`Move ${name} down`} disabled={last} onClick={() => onMove(1)}>
        <Icon node={ArrowDown} />
      </button>
    </>
  );
}
