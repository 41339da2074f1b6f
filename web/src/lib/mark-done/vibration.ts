// A done gives a short buzz on a phone whose browser allows it, unless the person turned it off;
// the choice is this device's, so it lives in the browser rather than in the account.

const KEY = 'cakewalk.vibrate';
const BUZZ_MS = 40;

export function vibrationOn(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setVibrationOn(on: boolean): void {
  try {
    if (on) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, 'off');
  } catch {
    // Storage refused (private mode): the buzz simply stays as it was.
  }
}

/** One short buzz, where the browser has `navigator.vibrate` and the person has not turned it off. */
export function buzz(): void {
  if (vibrationOn() && typeof navigator.vibrate === 'function') navigator.vibrate(BUZZ_MS);
}
