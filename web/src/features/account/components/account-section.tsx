import { useState } from 'react';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountForm } from './delete-account-form.tsx';
import { ExportPanel } from './export-panel.tsx';
import { ImportPanel } from './import-panel.tsx';
import { LinkedDevicesPanel } from './linked-devices-panel.tsx';
import { SignOutEverywhere } from './sign-out-everywhere.tsx';
import './account.css';

/**
 * The profile's "Your data and account": take your data out or in, and manage the account itself.
 * Folded under its heading, a button a keyboard reaches, as it is the longest and least used part
 * of the profile; its parts stay mounted, so opening it shows them loaded. Its heading focused
 * on its own (the profile's "Your data" link moves focus there) opens it: who jumps here wants its parts.
 */
export function AccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="card account-card" aria-labelledby="account-heading">
      <h2 id="account-heading" onFocus={(event) => event.target === event.currentTarget && setOpen(true)}>
        <button type="button" className="section-toggle" aria-expanded={open} aria-controls="account-parts" onClick={() => setOpen(!open)}>
          Your data and account
        </button>
      </h2>
      {!open && <p className="muted">Export or import your data, linked devices, your password, and deleting the account.</p>}
      <div id="account-parts" className="account-parts" hidden={!open}>
        <ExportPanel />
        <ImportPanel />
        <LinkedDevicesPanel />
        <ChangePasswordForm />
        <SignOutEverywhere />
        <DeleteAccountForm />
      </div>
    </section>
  );
}
