// Set at the first SIGTERM/SIGINT (see lifecycle.ts); on globalThis because Next bundles the
// shutdown hook apart from the /api/ready route.
const state = globalThis as unknown as { __draining?: boolean };

export function draining(): boolean {
  return state.__draining === true;
}

export function startDraining(): void {
  state.__draining = true;
}
