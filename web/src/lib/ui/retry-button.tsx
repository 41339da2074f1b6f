import { useId } from 'react';

interface RetryButtonProps {
  /** What failed, e.g. 'Your dashboard could not be loaded.', read out with the button. */
  failure: string;
  /** Shows the failure to everyone as an error line; otherwise only screen readers get it. */
  showFailure?: boolean;
  onRetry: () => void;
}

/**
 * 'Try again' on its own does not say what it retries, so the button is described by the
 * failure. Where the page shows no message of its own for a failure, the text is visually hidden.
 */
export function RetryButton({ failure, showFailure = false, onRetry }: RetryButtonProps) {
  const failureId = useId();
  return (
    <>
      {showFailure ? (
        <p id={failureId} className="form-error" role="alert">
          {failure}
        </p>
      ) : (
        <span id={failureId} className="sr-only">
          {failure}
        </span>
      )}
      <button type="button" className="btn btn-secondary" aria-describedby={failureId} onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
