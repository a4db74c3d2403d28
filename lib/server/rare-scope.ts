import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * An AsyncLocalStorage for scopes that are rare in a server's life: a migration at start, one bench
 * request. On Node 20 a storage that has run once makes the process track the context of every
 * promise it creates from then on (an async hook), whether or not anything reads it: the standalone
 * API spent 4–14 % more CPU per read with one enabled (measured in one process, toggled every 4,000
 * requests). This one is disabled again once no run is in progress and `lingerMs` have passed (work
 * a scope leaves running after its promise settles still sees the store until then).
 */
export class RareScope<T> {
  readonly #storage = new AsyncLocalStorage<T>();
  #runs = 0;
  #idle: NodeJS.Timeout | undefined;

  constructor(private readonly lingerMs = 0) {}

  async run<R>(store: T, work: () => Promise<R>): Promise<R> {
    this.#runs++;
    clearTimeout(this.#idle);
    this.#idle = undefined;
    try {
      return await this.#storage.run(store, work);
    } finally {
      if (--this.#runs === 0) {
        if (this.lingerMs <= 0) this.#storage.disable();
        else this.#idle = setTimeout(() => this.#runs === 0 && this.#storage.disable(), this.lingerMs).unref();
      }
    }
  }

  getStore(): T | undefined {
    return this.#storage.getStore();
  }
}
