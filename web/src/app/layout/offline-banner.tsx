import { useOnline } from '../../lib/infra/online.ts';

/** While the browser is offline, says so once at the top instead of letting each action fail unexplained. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="offline-banner-region">
      {!online && (
        <p className="offline-banner">
          You are offline. Changes cannot be saved until the connection is back.
        </p>
      )}
    </div>
  );
}
