// The session token, shared with the service worker: a worker cannot read localStorage, and the
// Done and Not today of a notification answer the check-in without opening the app. Cache Storage
// is the origin's own, as localStorage is, so this shares it with nothing beyond the origin.
export const SESSION_CACHE = 'cakewalk-session';
export const SESSION_TOKEN_URL = '/session-token';
