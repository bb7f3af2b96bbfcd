/**
 * The main thread's side of tvm-worker.ts: one TVM thread, started on first use, that runs calls in order. A call
 * past its deadline ends the thread (the only way to stop a TVM run), which fails every call it held; the next
 * call starts a new one.
 */
import { Worker } from 'node:worker_threads';
import type {
  ExecutorEmulationResult as EmulationResult,
  ExecutorGetMethodResult as GetMethodResult,
} from '@ton/sandbox';

export class TvmDeadline extends Error {}
/** The thread ended under a call that was not the one that ended it: the call is run again on a new thread. */
class ThreadGone extends Error {}
/** The emulator itself failed on a call (its thread is replaced): the input is what it could not run. */
export class TvmFailure extends Error {}

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };

class TvmThread {
  #worker?: Worker;
  #pending = new Map<number, Pending>();
  #next = 0;

  #start(): Worker {
    const worker = new Worker(new URL('./tvm-worker.ts', import.meta.url));
    worker.unref();
    worker.on('message', (m: { id: number; result?: unknown; error?: string }) => {
      const p = this.#pending.get(m.id);
      this.#pending.delete(m.id);
      if (m.error === undefined) return p?.resolve(m.result);
      p?.reject(new TvmFailure(m.error));
      // the thread ends after a failure (tvm-worker.ts): the calls it still held run again on a new one
      this.#drop(worker, new ThreadGone('the TVM thread ended after a failure'));
    });
    worker.on('error', (err) => this.#drop(worker, err));
    worker.on('exit', (code) => this.#drop(worker, new ThreadGone(`the TVM thread exited (${code})`)));
    return worker;
  }

  /** The thread is no longer used: what it held fails with `err`, and the next call starts a new one. */
  #drop(worker: Worker, err: Error): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    for (const p of this.#pending.values()) p.reject(err);
    this.#pending.clear();
  }

  async call<T>(method: string, args: Record<string, unknown>, deadline: number): Promise<T> {
    try {
      return await this.#call<T>(method, args, deadline);
    } catch (err) {
      if (!(err instanceof ThreadGone)) throw err;
      return this.#call<T>(method, args, deadline);
    }
  }

  #call<T>(method: string, args: Record<string, unknown>, deadline: number): Promise<T> {
    const worker = (this.#worker ??= this.#start());
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => {
          if (!this.#pending.has(id)) return;
          // the run cannot be interrupted inside the thread: the thread goes, and with it what it held
          this.#pending.delete(id);
          reject(new TvmDeadline('deadline'));
          if (this.#worker !== worker) return;
          this.#drop(worker, new TvmDeadline('deadline'));
          void worker.terminate();
        },
        Math.max(0, deadline - Date.now()),
      );
      this.#pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      worker.postMessage({ id, method, args });
    });
  }
}

const thread = new TvmThread();

export interface TransactionCall {
  message: string;
  libs: string | null;
  shardAccount: string;
  config: string;
  now: number;
  lt: bigint;
  randomSeed: string;
  ignoreChksig: boolean;
}

export interface GetMethodCall {
  code: string;
  data: string;
  libs: string | null;
  config: string;
  methodId: number;
  address: string;
  now: number;
  balance: bigint;
  gasLimit: bigint;
  randomSeed: string;
}

export const runTransaction = (args: TransactionCall, deadline: number) =>
  thread.call<EmulationResult>('runTransaction', { ...args }, deadline);
export const runGetMethod = (args: GetMethodCall, deadline: number) =>
  thread.call<GetMethodResult>('runGetMethod', { ...args }, deadline);
