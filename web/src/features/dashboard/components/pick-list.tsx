import { StatusIcon } from '../../../lib/ui/status-icon.tsx';

interface PickItem {
  id: string;
  title: string;
  status: string;
}

interface PickListProps {
  label: string;
  items: readonly PickItem[];
  selectedId: string | undefined;
  onPick: (id: string) => void;
  empty: string;
}

/** A list of steps, each a button that selects it; the chosen one is marked pressed. */
export function PickList({ label, items, selectedId, onPick, empty }: PickListProps) {
  if (items.length === 0) return <p className="muted pick-empty">{empty}</p>;
  return (
    <ul className="pick-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="pick"
            aria-pressed={item.id === selectedId}
            onClick={() => onPick(item.id)}
          >
            <StatusIcon status={item.status} />
            <span className="pick-title">{item.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
