import { processSlot } from '@/lib/server/process-state';

// In the process registry: Next bundles the shutdown hook apart from the /api/ready route.
type Shutdown = { draining: boolean; exitHooked: boolean };
export const shutdownState = () => processSlot<Shutdown>('shutdown', () => ({ draining: false, exitHooked: false }));

/** Set at the first SIGTERM/SIGINT (see lifecycle.ts): /api/ready answers 503 from then on. */
export function draining(): boolean {
  return shutdownState().draining;
}

export function startDraining(): void {
  shutdownState().draining = true;
}
