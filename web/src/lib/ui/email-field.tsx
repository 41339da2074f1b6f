import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { InputField } from './field.tsx';

interface EmailFieldProps {
  id: string;
  value: string;
  onValueChange: (email: string) => void;
  error?: string | null;
}

/** The account's email, the same box on login, sign-up and the password reset. */
export function EmailField({ id, value, onValueChange, error }: EmailFieldProps) {
  return (
    <InputField
      id={id}
      label="Email"
      type="email"
      autoComplete="email"
      required
      maxLength={LIMITS.email.max}
      value={value}
      onValueChange={onValueChange}
      error={error}
    />
  );
}
