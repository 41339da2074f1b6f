import { useSearchParams } from 'react-router';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

/**
 * /reset-password: with the token of an emailed link, a new password; without one, "Forgot your
 * password?" asks where to send a link. One page for both keeps the app's first load small.
 */
export function PasswordResetPage() {
  const token = useSearchParams()[0].get('token');
  return token ? <ResetPasswordPage token={token} /> : <ForgotPasswordPage />;
}
