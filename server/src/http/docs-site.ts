import send from 'send';
import { ApiError } from './errors.ts';
import type { Exchange } from './exchange.ts';
import { commonHeaders } from './reply.ts';
import { errorReply, type Route, type Shape } from './router.ts';

/** A path the docs site could have a file for: segments of at most 255 bytes, at most 1024 bytes in all, no NUL. */
function servableName(path: string): boolean {
  return (
    !path.includes('\u0000') &&
    !path.includes('%00') &&
    Buffer.byteLength(path) <= 1024 &&
    path.split('/').every((s) => Buffer.byteLength(s) <= 255)
  );
}

/**
 * The static docs site (docs/dist, built by `make docs`) at whatever path no API takes: its files by GET and HEAD
 * (`send`: types, ETag, ranges, the index of a directory), anything missing the server's 404.
 */
export function docsRoute(shape: Shape, root: string, notFound: Route): Route {
  const serveFile = (ex: Exchange, path: string): void => {
    send(ex.req, path, { root, index: ['index.html'], dotfiles: 'ignore' })
      .on('headers', (res) => {
        for (const [name, value] of Object.entries(commonHeaders(ex, shape.version, 200))) res.setHeader(name, value);
      })
      .on('directory', () => serveFile(ex, `${path}/index.html`))
      .on('error', (err: { status?: number }) => {
        // a name that cannot be a file (malformed escapes, a dot file, a directory outside the site) is a missing page
        const missing = err.status !== undefined && err.status >= 400 && err.status < 500;
        const reply = errorReply(ex, shape, missing ? new ApiError(404, 'Not Found') : err);
        ex.res.writeHead(reply.status, {
          ...commonHeaders(ex, shape.version, reply.status),
          'content-type': 'application/json; charset=utf-8',
        });
        ex.res.end(reply.payload);
      })
      .pipe(ex.res);
  };
  return {
    shape,
    run(ex) {
      const method = ex.method;
      if ((method !== 'GET' && method !== 'HEAD') || !servableName(ex.path)) return notFound.run(ex);
      // a file answer is written by `send`; the pipeline reports it when the response closes
      serveFile(ex, ex.path);
      return undefined;
    },
  };
}
