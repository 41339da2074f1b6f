/** 'Progress: N%' as the spec words it, with a bar for the eye. */
export function ProgressMeter({ percent }: { percent: number }) {
  return (
    <div className="progress-meter">
      <p className="progress-text">Progress: {percent}%</p>
      <div className="progress-track" aria-hidden="true">
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
