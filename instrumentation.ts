// Runs once when a Next server process starts, before it serves requests. The import sits inside
// the runtime check so the edge bundle leaves the Node-only modules out. Everything that bends how
// Next and Node serve is installed from lib/server/runtime (its README is the decision record).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installRuntime } = await import('@/lib/server/runtime');
    await installRuntime();
  }
}
