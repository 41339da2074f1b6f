import { lazy } from 'react';

/**
 * The check-in card (checkin-card.tsx), loaded when a check-in is shown: most visits to Today have
 * none waiting. Every page takes it from here, so its code is one chunk of its own.
 */
export const LazyCheckinCard = lazy(async () => ({ default: (await import('./checkin-card.tsx')).CheckinCard }));
