import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountForm } from './delete-account-form.tsx';
import { ExportPanel } from './export-panel.tsx';
import { ImportPanel } from './import-panel.tsx';
import { LinkedDevicesPanel } from './linked-devices-panel.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';
import './account.css';

/** The profile's "Your data and account": take your data out or in, and manage the account itself. */
export function AccountSection() {
  return (
    <section className="card account-card" aria-labelledby="account-heading">
      <h2 id="account-heading">Your data and account</h2>
      <ExportPanel />
      <ImportPanel />
      <CalendarFeedPanel />
      <LinkedDevicesPanel />
      <ChangePasswordForm />
      <SignOutEverywhere />
      <DeleteAccountForm />
    </section>
  );
}
