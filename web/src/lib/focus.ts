/**
 * Moves focus to the element with `id` once it is on screen. An element that a change brings in
 * (a new bite, an added field) appears only after React renders, so this waits a few frames.
 */
export function focusWhenShown(id: string, framesLeft = 10): void {
  const element = document.getElementById(id);
  if (element) {
    element.focus();
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusWhenShown(id, framesLeft - 1));
}
