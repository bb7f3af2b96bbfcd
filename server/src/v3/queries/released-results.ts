import pg from 'pg';

/*
 * Query results let go of by node-pg once they are handed over.
 *
 * The pool sets node-pg's read timeout (`query_timeout`, db.ts), which wraps each query's callback in closures that
 * hold the query and the callback (and so the promise that resolves with the result). Once the query has ended
 * they stay reachable for V8's young-generation collector, though not for a full collection: after a query of
 * 2,550 rows, two scavenges in a row still moved 300–400 KB of its rows to the old generation. A page's rows then
 * survived every scavenge after their request, to die in the old generation, and copying them was most of each
 * scavenge: on the v3 bench's pages of 254 messages, 2.5 MB per scavenge and 8 ms pauses, against 0.17 MB and
 * 3.6 ms without (docs/sizing.md). Here the query drops its result once it has ended, and the promise form's
 * callback drops its promise once called; the closures then hold nothing of the answer.
 */

interface QueryEnd {
  handleReadyForQuery(con: unknown): void;
}

/**
 * node-pg's Query, without its result once ended. ReadyForQuery is the end: node-pg has let go of the query as its
 * active one before it hands it the message, and calls nothing of it after. (After an error the result is partial
 * and kept; errors are few.)
 */
export class ReleasingQuery<R extends pg.QueryResultRow = pg.QueryResultRow> extends pg.Query<R> {
  handleReadyForQuery(con: unknown): void {
    (pg.Query.prototype as unknown as QueryEnd).handleReadyForQuery.call(this, con);
    const self = this as unknown as { _result: unknown; _results: unknown };
    self._result = undefined;
    self._results = undefined;
  }
}

type Callback<T> = (err: Error | null | undefined, result: T) => void;

/** A callback for node-pg that settles a promise once and then holds neither the promise nor its settle functions. */
export function settleOnce<T>(resolve: (value: T) => void, reject: (err: Error) => void): Callback<T> {
  let pending: [typeof resolve, typeof reject] | undefined = [resolve, reject];
  return (err, result) => {
    const settle = pending;
    pending = undefined;
    if (err) settle?.[1](err);
    else settle?.[0](result);
  };
}

/**
 * A connection whose promise-form queries (`query(text, values)`, `query(config)`) run as ReleasingQuery. Queries
 * given a callback (an argument or the config's) or as a query object of their own run as node-pg runs them.
 */
export class ReleasingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: node-pg's overloads, passed through as they came
  override query(config: any, values?: any, callback?: any): any {
    if (
      config == null ||
      typeof config.submit === 'function' ||
      typeof config.callback === 'function' ||
      typeof values === 'function' ||
      callback
    )
      return super.query(config, values, callback);
    return new Promise((resolve, reject) => {
      // (node-pg writes the callback into the config it is given: a copy, as node-pg's promise form leaves it as is)
      const own = typeof config === 'string' ? config : { ...config };
      const query = new ReleasingQuery(own, values, settleOnce(resolve, reject));
      // node-pg reads a query's own read timeout from what it is given, here the query
      if (typeof config === 'object' && config.query_timeout)
        (query as { query_timeout?: number }).query_timeout = config.query_timeout;
      super.query(query);
    }).catch((err: Error) => {
      // as node-pg's promise form: the stack of the caller, not of the socket's read
      Error.captureStackTrace(err);
      throw err;
    });
  }
}
