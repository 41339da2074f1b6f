import { statusLabel } from '../../../../lib/words/status-words.ts';
import { STATUS_FILTERS, type StatusFilter } from '../../model/selection.ts';
import { StatusGlyph } from '../../../../lib/ui/status-icon.tsx';

function FilterName({ filter }: { filter: StatusFilter }) {
  if (filter === 'all') return 'All';
  return (
    <>
      <StatusGlyph status={filter} /> {statusLabel(filter)}
    </>
  );
}

interface StatusFilterBarProps {
  value: StatusFilter;
  onChange: (filter: StatusFilter) => void;
}

/** The filter narrows the subgoal and task lists; goals and microtasks stay whole. */
export function StatusFilterBar({ value, onChange }: StatusFilterBarProps) {
  return (
    <div className="status-filter" role="group" aria-labelledby="status-filter-label">
      <span id="status-filter-label" className="field-label">
        Show
      </span>
      <div className="segmented">
        {STATUS_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="segment"
            aria-pressed={filter === value}
            onClick={() => onChange(filter)}
          >
            <FilterName filter={filter} />
          </button>
        ))}
      </div>
    </div>
  );
}
