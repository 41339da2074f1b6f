import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { SelectField } from './field.tsx';

const LEVELS = Array.from(
  { length: LIMITS.detail.max - LIMITS.detail.min + 1 },
  (_, index) => LIMITS.detail.min + index,
);

function levelName(level: number): string {
  if (level === LIMITS.detail.min) return `${level} (big steps)`;
  if (level === LIMITS.detail.max) return `${level} (tiny steps)`;
  return String(level);
}

interface DetailLevelFieldProps {
  id: string;
  value: number;
  onChange: (level: number) => void;
  disabled?: boolean;
}

/** How finely the AI splits, sent as `detail`. */
export function DetailLevelField({ id, value, onChange, disabled }: DetailLevelFieldProps) {
  return (
    <SelectField
      id={id}
      label="Detail level"
      fieldClassName="detail-level"
      value={value}
      disabled={disabled}
      onValueChange={(level) => onChange(Number(level))}
    >
      {LEVELS.map((level) => (
        <option key={level} value={level}>
          {levelName(level)}
        </option>
      ))}
    </SelectField>
  );
}
