/** Playback: one step per tick at the chosen speed, stopping by itself at the last step. */
import { useCallback, useEffect, useState } from 'react';
import { STEP_MS, type Speed } from '../model/playback.ts';

export function usePlayback(index: number, count: number, goTo: (n: number) => void) {
  const [playRequested, setPlaying] = useState(false);
  // playing stops by itself at the last step
  const playing = playRequested && index < count - 1;
  const [speed, setSpeed] = useState<Speed>(1);
  const stop = useCallback(() => setPlaying(false), []);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => goTo(index + 1), STEP_MS / speed);
    return () => window.clearTimeout(timer);
  }, [playing, index, count, speed, goTo]);

  return {
    playing,
    speed,
    setSpeed,
    toggle: () => setPlaying(!playing && index < count - 1),
    stop,
  };
}
