import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { InputField } from './field.tsx';

interface NewPasswordFieldProps {
  id: string;
  value: string;
  onValueChange: (password: string) => void;
}

/** A password being chosen: the bounds the server holds it to, said under the box. */
export function NewPasswordField({ id, value, onValueChange }: NewPasswordFieldProps) {
  return (
    <InputField
      id={id}
      label="New password"
      type="password"
      autoComplete="new-password"
      required
      minLength={LIMITS.password.min}
      maxLength={LIMITS.password.max}
      hint={`${LIMITS.password.min} to ${LIMITS.password.max} characters.`}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
