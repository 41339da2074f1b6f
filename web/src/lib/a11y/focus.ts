interface FocusOptions {
  /** Scrolls the element to the top of the screen first (a heading a person should read from). */
  scrollToTop?: boolean;
  /** How long to wait for it, in ms; a part loaded on demand may take longer than a render. */
  waitMs?: number;
  /** Makes an element that takes no focus of itself (a heading) focusable from script alone first. */
  focusable?: boolean;
}

/**
 * Moves focus to the element with `id` once it is on screen. An element that a change brings in
 * (a new bite, an added field) appears only after React renders, so this looks again each frame
 * until it is there or the wait is over: a time, not a count of frames, as frames come at the
 * screen's rate and a slow phone loads a lazy part in more of them. The wait is long enough for a
 * busy phone; it gives up at once if the person has moved focus elsewhere meanwhile, so a late
 * element never pulls focus back from where they went.
 */
export function focusWhenShown(id: string, { scrollToTop = false, waitMs = 1000, focusable = false }: FocusOptions = {}): void {
  const until = Date.now() + waitMs;
  const focusedAtCall = document.activeElement;
  const attempt = () => {
    const element = document.getElementById(id);
    if (!element) {
      const movedOn = document.activeElement !== focusedAtCall && document.activeElement !== document.body;
      if (!movedOn && Date.now() < until) requestAnimationFrame(attempt);
      return;
    }
    if (focusable && !element.hasAttribute('tabindex')) element.tabIndex = -1;
    if (scrollToTop) element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: scrollToTop });
  };
  attempt();
}
