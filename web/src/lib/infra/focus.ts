interface FocusOptions {
  /** Scrolls the element to the top of the screen first (a heading a person should read from). */
  scrollToTop?: boolean;
  /** How many frames to wait for it; a part loaded on demand may take longer than a render. */
  frames?: number;
}

/**
 * Moves focus to the element with `id` once it is on screen. An element that a change brings in
 * (a new bite, an added field) appears only after React renders, so this waits a few frames.
 */
export function focusWhenShown(id: string, { scrollToTop = false, frames = 10 }: FocusOptions = {}): void {
  const element = document.getElementById(id);
  if (element) {
    if (scrollToTop) element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: scrollToTop });
    return;
  }
  if (frames > 0) requestAnimationFrame(() => focusWhenShown(id, { scrollToTop, frames: frames - 1 }));
}
