import { useLocation } from 'react-router';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

/** The pages an email's links open (/confirm-email, /unsubscribe), in one chunk: the app's first load stays small. */
export function EmailLinkPage() {
  return useLocation().pathname === '/unsubscribe' ? <UnsubscribePage /> : <ConfirmEmailPage />;
}
