const EXAMPLES = [
  'Run a 10K in June without stopping',
  'Hold a 10-minute conversation in Spanish within 6 months',
  'Save $3,000 for a trip by next summer',
] as const;

/** Three goals to start from, for a person who is not sure how to put theirs into words. */
export function GoalExamples({ onPick }: { onPick: (text: string) => void }) {
  return (
    <div className="goal-examples" role="group" aria-labelledby="goal-examples-label">
      <span id="goal-examples-label" className="field-hint">
        Try an example:
      </span>
      {EXAMPLES.map((example) => (
        <button key={example} type="button" className="btn btn-small btn-quiet" onClick={() => onPick(example)}>
          {example}
        </button>
      ))}
    </div>
  );
}
