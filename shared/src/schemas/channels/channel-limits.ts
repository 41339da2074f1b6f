// The bounds of the channels a check-in reaches a person by (web push, email). They sit apart from
// limits.ts, which every page's first load carries, so only the pages and functions that use
// them carry them.

const HOUR = 60 * 60;

export const CHANNEL_LIMITS = {
  /** A push subscription's endpoint URL (the services' own are under 500 characters). */
  pushEndpoint: { max: 1024 },
  /** Push subscriptions (browsers and devices) one user may have. */
  pushSubscriptions: { max: 10 },
  /** Sends in a row that fail for a device's own reason (refused, or 429, 5xx, the network) before it is dropped. */
  pushFailures: { max: 3 },
  /** An emailed link's token: 32 random bytes in base64url are 43 characters. */
  mailToken: { max: 100 },
  /** A signed unsubscribe token in a List-Unsubscribe URL. */
  unsubscribeToken: { max: 400 },
  /** Password reset emails for one address, and reset requests from one client address (as sign-ups). */
  passwordReset: { perEmail: 3, perAddress: 20, windowSeconds: HOUR },
  /** Confirmation emails one user may ask for. */
  emailConfirmation: { perUser: 3, windowSeconds: HOUR },
} as const;
