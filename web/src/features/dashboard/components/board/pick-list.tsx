import { StatusIcon } from '../../../../lib/ui/status-icon.tsx';

interface PickItem {
  id: string;
  title: string;
  status: string;
  /** A line under the title, such as a habit's count and streak. */
  note?: string | undefined;
}

interface PickListProps {
  label: string;
  items: readonly PickItem[];
  selectedId: string | undefined;
  onPick: (id: string) => void;
  empty: string;
}

/** The id of a step's button, for moving focus to it. */
export function pickId(label: string, itemId: string): string {
  return `pick-${label}-${itemId}`.replace(/\s/g, '_');
}

/** A list of steps, each a button that selects it; the chosen one is marked pressed. */
export function PickList({ label, items, selectedId, onPick, empty }: PickListProps) {
  if (items.length === 0) return <p className="muted pick-empty">{empty}</p>;
  return (
    <ul className="pick-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            id={pickId(label, item.id)}
            type="button"
            className="pick"
            aria-pressed={item.id === selectedId}
            onClick={() => onPick(item.id)}
          >
            <StatusIcon status={item.status} />
            <span className="pick-title">{item.title}</span>
            {item.note && <span className="pick-note muted">{item.note}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
