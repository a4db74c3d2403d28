/**
 * The Hono env of a read the server makes for itself (lib/api/server.ts through the built-in API):
 * handed over in process with `app.fetch(request, SERVER_READ)`, so no client can send it. Such a
 * read skips the kept answers: the page's data cache must not keep a copy of a copy.
 */
export const SERVER_READ = { serverRead: true } as const;

export const isServerRead = (env: unknown): boolean => (env as { serverRead?: unknown } | undefined)?.serverRead === true;
