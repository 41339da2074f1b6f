import type { ReactNode } from 'react';

/** A form's failure, announced at once by screen readers. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}

/** A form's success, announced politely. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p className="form-success" role="status">
      {children}
    </p>
  );
}
