import { useEffect, useState } from 'react';

/** Play speeds, slowest first: the pause between two events, in ms. */
export const SPEEDS = [
  ['0.5', 2000],
  ['1', 1000],
  ['2', 500],
  ['4', 250],
] as const;
export type Speed = (typeof SPEEDS)[number][0];
const pauseOf = (speed: Speed) => SPEEDS.find(([s]) => s === speed)?.[1] ?? 1000;

/** Play advances one event per tick and stops on the last one. */
export function useReplayPlayer(step: number, last: number, onStep: (step: number) => void) {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>('1');
  const atEnd = step >= last;
  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => onStep(step + 1), pauseOf(speed));
    return () => clearTimeout(timer);
  }, [playing, atEnd, step, speed, onStep]);
  return {
    playing,
    speed,
    setSpeed,
    // Play from the end starts again from the first event.
    toggle: () => {
      if (!playing && atEnd) onStep(0);
      setPlaying((p) => !p);
    },
    pause: () => setPlaying(false),
  };
}
