/** The ends a number is held to, both included. */
export interface Bounds {
  min: number;
  max: number;
}

/** `value` held within `bounds`: the one clamp the rules, the planners and the web share. */
export const clamp = (value: number, { min, max }: Bounds): number => Math.min(max, Math.max(min, value));
