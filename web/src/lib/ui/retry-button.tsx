import { useId } from 'react';

interface RetryButtonProps {
  /** What failed, e.g. 'Your dashboard could not be loaded.', shown above the button and read out with it. */
  failure: string;
  onRetry: () => void;
}

/** 'Try again' on its own does not say what it retries: the failure is shown, and describes the button. */
export function RetryButton({ failure, onRetry }: RetryButtonProps) {
  const failureId = useId();
  return (
    <div className="retry">
      <p id={failureId} className="form-error" role="alert">
        {failure}
      </p>
      <button type="button" className="btn btn-secondary" aria-describedby={failureId} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
