import { mailConfigured } from '../../mail/mail-config.ts';
import { Unavailable } from '../../domain/errors.ts';

/** Emails need PUBLIC_URL for their links: without it, the routes that send one say so. */
export function assertMailAvailable(): void {
  if (!mailConfigured()) throw new Unavailable('Email is not set up on this server.');
}
