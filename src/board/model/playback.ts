/** Playback's speeds and pace: the controls offer the speeds, the board's playback hook keeps the pace. */
export const SPEEDS = [0.5, 1, 2] as const;
export type Speed = (typeof SPEEDS)[number];

/** One step per this many milliseconds at speed 1. */
export const STEP_MS = 1600;
