// k6 provides a console in every VU; @types/k6 leaves it to the DOM lib, which k6 does not have.
declare const console: {
  log(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
};
