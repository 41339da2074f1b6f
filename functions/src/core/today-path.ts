/** Where a tap on a notification, or an email's button, takes the person: Today, the daily loop. */
export const TODAY_PATH = '/today';
