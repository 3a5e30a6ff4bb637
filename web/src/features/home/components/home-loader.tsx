import { LoadingOverlay } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Spec 9: the home loader stays 1 s after the featured lots load, then fades out in 600 ms. */
export const HOME_LOADER_MS = 1000;
export const FADE_MS = 600;

/** True until `ready`, and `ms` after it. */
export function useHeldAfter(ready: boolean, ms: number): boolean {
  const [held, setHeld] = useState(true);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setHeld(false), ms);
    return () => clearTimeout(timer);
  }, [ready, ms]);
  return held;
}

/** Over the home page (a positioned parent) until the featured lots are in and a second more. */
export function HomeLoader({ ready }: { ready: boolean }) {
  const held = useHeldAfter(ready, HOME_LOADER_MS);
  return (
    <LoadingOverlay
      visible={held}
      transitionProps={{ duration: FADE_MS, transition: 'fade' }}
      overlayProps={{ backgroundOpacity: 0.85 }}
      zIndex={150}
      data-testid="home-loader"
    />
  );
}
