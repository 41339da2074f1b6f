import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { InputField } from './field.tsx';

interface CurrentPasswordFieldProps {
  id: string;
  /** "Password" to sign in, "Current password" to change it, "Your password" to confirm a delete. */
  label: string;
  value: string;
  onValueChange: (password: string) => void;
}

/** The password the account has now, asked before anything that needs it. */
export function CurrentPasswordField({ id, label, value, onValueChange }: CurrentPasswordFieldProps) {
  return (
    <InputField
      id={id}
      label={label}
      type="password"
      autoComplete="current-password"
      required
      maxLength={LIMITS.password.max}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
