import type { EventEmitter } from 'node:events';

/**
 * Resolves on the emitter's next 'ready' or after `ms`, whichever comes first, never rejecting: callers go
 * on either way and judge readiness themselves. (`events.once` would end the wait on the first 'error' a
 * reconnecting client emits.)
 */
export function readyWithin(emitter: EventEmitter, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      emitter.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    emitter.on('ready', done);
  });
}
