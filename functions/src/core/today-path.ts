import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';

/** Where a tap on a notification, or an email's button, takes the person: Today, the daily loop. */
export const TODAY_PATH = '/today';

/** Where the weekly check-in leads: the week's figures and more, on Progress. */
export const PROGRESS_PATH = '/progress';

/** Where a check-in of this kind opens the app. */
export const checkinPath = (kind: CheckinKind): string => (kind === 'weekly' ? PROGRESS_PATH : TODAY_PATH);
