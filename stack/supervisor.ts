// Keeps the long-running parts of `make run` up: a part that exits on its own is started again after a
// pause that doubles with each quick failure (1 s, 2 s, 4 s … 30 s), and the log says so:
//   [run] indexer exited (SIGKILL); restarting in 1 s (attempt 2)
// Kept apart from stack/local.ts so it can be tested with real child processes without the whole system.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One started instance of a part. */
export interface Running {
  /** settles when the instance is gone, whoever ended it */
  exited: Promise<Exit>;
  /** ends the instance and waits for it */
  stop(): Promise<void>;
  /** the OS process, for a part that is one */
  pid?: number;
}

export interface ServiceSpec {
  name: string;
  /** starts one instance; resolves once it runs (a rejection counts as a failed attempt) */
  start(): Promise<Running>;
}

export interface SupervisorOptions {
  log: (line: string) => void;
  /** pause before the n-th restart in a row (n from 1) */
  backoffMs?: (n: number) => number;
  /** an instance that ran this long resets the count of quick failures (default 60 s) */
  stableMs?: number;
  /**
   * Whether to restart a part that exited (default: always). `make run` says no while the system is still
   * starting: a port taken or a broken install will not mend itself, and the caller reports it at once.
   */
  restart?: (name: string, exit: Exit) => boolean;
  /** called when a part is not restarted */
  onGiveUp?: (name: string, exit: Exit) => void;
}

export const defaultBackoff = (n: number) => Math.min(1000 * 2 ** (n - 1), 30_000);

const describeExit = (e: Exit) => (e.signal ? e.signal : e.code === null ? 'gone' : `code ${e.code}`);
const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`);

class Supervised {
  current?: Running;
  /** instances started so far, the first included: what the log calls the attempt */
  attempts = 0;
  #quickFailures = 0;
  #pause?: { timer: NodeJS.Timeout; resolve: () => void };

  constructor(
    readonly spec: ServiceSpec,
    private readonly options: Required<SupervisorOptions>,
    private readonly stopping: () => boolean,
  ) {}

  /** The first start: its failure is the caller's to handle (a part that never came up is not restarted). */
  async startFirst(): Promise<void> {
    this.attempts = 1;
    const running = await this.spec.start();
    this.#watch(running);
  }

  #watch(running: Running): void {
    this.current = running;
    const startedAt = Date.now();
    void running.exited.then((exit) => {
      if (this.current === running) this.current = undefined;
      if (this.stopping()) return;
      if (!this.options.restart(this.spec.name, exit)) {
        this.options.log(`${this.spec.name} exited (${describeExit(exit)})`);
        this.options.onGiveUp(this.spec.name, exit);
        return;
      }
      if (Date.now() - startedAt >= this.options.stableMs) this.#quickFailures = 0;
      void this.#restart(`exited (${describeExit(exit)})`);
    });
  }

  async #restart(why: string): Promise<void> {
    this.#quickFailures++;
    const delay = this.options.backoffMs(this.#quickFailures);
    this.attempts++;
    this.options.log(`${this.spec.name} ${why}; restarting in ${seconds(delay)} (attempt ${this.attempts})`);
    await new Promise<void>((resolve) => {
      this.#pause = { timer: setTimeout(resolve, delay), resolve };
    });
    this.#pause = undefined;
    if (this.stopping()) return;
    let running: Running;
    try {
      running = await this.spec.start();
    } catch (err) {
      if (this.stopping()) return;
      void this.#restart(`failed to start (${firstLine(err)})`);
      return;
    }
    if (this.stopping()) {
      await running.stop();
      return;
    }
    this.options.log(`${this.spec.name} started again`);
    this.#watch(running);
  }

  async stop(): Promise<void> {
    if (this.#pause) {
      clearTimeout(this.#pause.timer);
      this.#pause.resolve();
    }
    await this.current?.stop();
  }
}

const firstLine = (e: unknown) => String(e instanceof Error ? e.message : e).split('\n')[0];

export class Supervisor {
  readonly #services: Supervised[] = [];
  readonly #options: Required<SupervisorOptions>;
  #stopping = false;

  constructor(options: SupervisorOptions) {
    this.#options = {
      backoffMs: defaultBackoff,
      stableMs: 60_000,
      restart: () => true,
      onGiveUp: () => {},
      ...options,
    };
  }

  /** Starts a part and keeps it running from then on. Rejects when its first start fails. */
  async add(spec: ServiceSpec): Promise<void> {
    const s = new Supervised(spec, this.#options, () => this.#stopping);
    this.#services.push(s);
    await s.startFirst();
  }

  /** How many instances of the part have been started (1 until its first restart). */
  attempts(name: string): number {
    return this.#services.find((s) => s.spec.name === name)?.attempts ?? 0;
  }

  /** Stops every part, the last added first (the server before the database it reads). */
  async stop(): Promise<void> {
    this.#stopping = true;
    for (const s of [...this.#services].reverse()) {
      await s.stop().catch((err: unknown) => this.#options.log(`${s.spec.name} stop: ${firstLine(err)}`));
    }
  }
}

export interface ProcessServiceOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** each output line (stdout and stderr); default: discarded */
  onLine?: (line: string) => void;
  /** after SIGTERM, how long before SIGKILL (default 10 s) */
  killAfterMs?: number;
}

// Children still running when this process ends (a test whose start timed out before it held a handle to stop,
// a test runner ending its worker with SIGTERM, an uncaught error) are killed with it rather than left serving on
// their ports. SIGTERM is only taken over while no one else listens for it: a process that stops its parts
// gracefully on SIGTERM (make run) keeps doing so.
const living = new Set<ChildProcess>();
const killLiving = (): void => {
  for (const child of living) child.kill('SIGKILL');
};
const onSigterm = (): void => {
  if (process.listenerCount('SIGTERM') > 1) return;
  killLiving();
  process.exit(128 + 15);
};
function track(child: ChildProcess): void {
  if (!process.listeners('exit').includes(killLiving)) {
    process.on('exit', killLiving);
    process.on('SIGTERM', onSigterm);
  }
  living.add(child);
}

/** A child process as a supervised part: a fresh process per start, its output handed on line by line. */
export function processService(
  name: string,
  command: string,
  args: () => string[],
  options: ProcessServiceOptions = {},
): ServiceSpec {
  return {
    name,
    start: () =>
      new Promise<Running>((resolve, reject) => {
        const child: ChildProcess = spawn(command, args(), {
          cwd: options.cwd,
          env: options.env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        for (const stream of [child.stdout!, child.stderr!])
          createInterface({ input: stream }).on('line', (line) => options.onLine?.(line));
        track(child);
        const exited = new Promise<Exit>((done) =>
          child.once('exit', (code, signal) => {
            living.delete(child);
            done({ code, signal });
          }),
        );
        child.once('error', reject); // could not be spawned at all
        child.once('spawn', () =>
          resolve({
            pid: child.pid,
            exited,
            async stop() {
              if (child.exitCode !== null || child.signalCode !== null) return;
              child.kill('SIGTERM');
              const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 10_000);
              await exited;
              clearTimeout(killer);
            },
          }),
        );
      }),
  };
}
