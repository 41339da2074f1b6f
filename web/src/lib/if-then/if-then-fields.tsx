import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { SingleLineTextarea } from '../plan-editor/single-line-textarea.tsx';
import { Field } from '../ui/field.tsx';
import { ifThenFieldId, type IfThenDraft, type IfThenHalf } from './if-then.ts';
import './if-then.css';

interface IfThenFieldsProps {
  /** Prefixes the inputs' ids, so two forms never share one. */
  idPrefix: string;
  value: IfThenDraft;
  onChange: (value: IfThenDraft) => void;
  /** What is wrong, shown on the half it is about. */
  error?: { text: string; half: IfThenHalf } | null;
}

/** The person's plan for what gets in the way, in two halves; a stalled goal's check-in reminds them of it. */
export function IfThenFields({ idPrefix, value, onChange, error }: IfThenFieldsProps) {
  const hintId = `${idPrefix}-hint`;
  // A half may run to 200 characters: it wraps on a phone rather than hiding its end.
  const field = (half: IfThenHalf, label: string, placeholder: string) => {
    const id = ifThenFieldId(idPrefix, half);
    return (
      <Field id={id} label={label} error={error?.half === half ? error.text : null}>
        {(control) => (
          <SingleLineTextarea
            {...control}
            className="input if-then-input"
            placeholder={placeholder}
            maxLength={LIMITS.questions.said}
            value={value[half]}
            onValueChange={(text) => onChange({ ...value, [half]: text })}
          />
        )}
      </Field>
    );
  };
  return (
    <fieldset className="plain-fieldset if-then-fields" aria-describedby={hintId}>
      <legend className="field-label">If-then plan (optional)</legend>
      <p id={hintId} className="field-hint">
        What you will do when something gets in the way. If this goal stalls, your check-in reminds you of it.
      </p>
      {field('if', 'If', 'I get home too tired')}
      {field('then', 'Then', 'I do the smallest bite on my list')}
    </fieldset>
  );
}
