// Starts bin/local-stack.ts as a child process and waits for its ready line.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

export interface LocalStack {
  v2: string;
  accountsFile: string;
  pid: number;
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('../bin/local-stack.ts', import.meta.url));

export async function startLocalStack(options: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {}): Promise<LocalStack> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env },
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => { stderr = (stderr + c.toString()).slice(-4000); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<{ v2: string; accountsFile: string }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      try { resolve(JSON.parse(line)); } catch { reject(new Error(`local stack printed: ${line}`)); }
    });
    exited.then((code) => reject(new Error(`local stack exited (${code}) before it was ready:\n${stderr}`)));
  });
  const timeoutMs = options.timeoutMs ?? 120_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`local stack not ready after ${timeoutMs} ms:\n${stderr}`)), timeoutMs); });
  try {
    const info = await Promise.race([ready, timeout]);
    return {
      ...info, pid: child.pid!,
      async stop() {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(t);
      },
    };
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  } finally {
    clearTimeout(timer);
  }
}
