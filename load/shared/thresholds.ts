// k6 threshold expressions ("p(95)<500", "rate<0.01", "count==0") parsed and judged against any
// metric source, so the Node runner gates on exactly what the profile gives k6.

export interface ParsedThreshold {
  metric: string;
  /** the `name` tag of a sub-metric (`http_req_duration{name:v2.getMasterchainInfo}`) */
  name?: string;
  aggregation: string;
  percentile?: number;
  op: '<' | '<=' | '>' | '>=' | '==' | '!=';
  value: number;
  source: string;
}

export interface ThresholdResult extends ParsedThreshold {
  actual: number | null;
  ok: boolean;
  /** why a threshold could not be judged (no samples) */
  note?: string;
}

/** Reads a metric's aggregation; null when the metric has no samples. */
export type MetricReader = (
  metric: string,
  name: string | undefined,
  aggregation: string,
  percentile?: number,
) => number | null;

const KEY = /^([a-z_][a-z0-9_]*)(?:\{name:([^}]+)\})?$/;
const EXPR =
  /^\s*(p\((\d+(?:\.\d+)?)\)|avg|min|max|med|count|rate|value)\s*(<=|>=|===|==|!=|<|>)\s*(-?\d+(?:\.\d+)?)\s*$/;

export function parseThreshold(key: string, expression: string): ParsedThreshold {
  const k = KEY.exec(key);
  if (!k) throw new Error(`threshold key "${key}" is not <metric> or <metric>{name:<template>}`);
  const e = EXPR.exec(expression);
  if (!e) throw new Error(`threshold "${expression}" on ${key} is not <aggregation> <op> <number>`);
  const op = (e[3] === '===' ? '==' : e[3]) as ParsedThreshold['op'];
  return {
    metric: k[1]!,
    name: k[2],
    aggregation: e[2] !== undefined ? 'p' : e[1]!,
    percentile: e[2] !== undefined ? Number(e[2]) : undefined,
    op,
    value: Number(e[4]),
    source: `${key}: ${expression}`,
  };
}

export function parseThresholds(all: Record<string, string[]>): ParsedThreshold[] {
  const out: ParsedThreshold[] = [];
  for (const [key, list] of Object.entries(all)) {
    if (!Array.isArray(list)) throw new Error(`thresholds.${key} must be an array of expressions`);
    for (const expr of list) out.push(parseThreshold(key, expr));
  }
  return out;
}

function compare(a: number, op: ParsedThreshold['op'], b: number): boolean {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '==':
      return a === b;
    case '!=':
      return a !== b;
  }
}

/** Like k6: a threshold over a metric with no samples passes (there was nothing to judge), and says so. */
export function evaluateThresholds(list: ParsedThreshold[], read: MetricReader): ThresholdResult[] {
  return list.map((t) => {
    const actual = read(t.metric, t.name, t.aggregation, t.percentile);
    if (actual === null) return { ...t, actual, ok: true, note: 'no samples' };
    return { ...t, actual, ok: compare(actual, t.op, t.value) };
  });
}
