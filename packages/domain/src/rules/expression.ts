import { RULE_MESSAGES, type RuleProblem } from './messages';

/** The parsed form of a calculation: numbers, item references and + - * / with unary minus. */
export type Expr =
  | { k: 'num'; v: number }
  | { k: 'var'; id: string }
  | { k: 'neg'; e: Expr }
  | { k: 'bin'; op: '+' | '-' | '*' | '/'; l: Expr; r: Expr };

/** Result of parsing: the tree and the item ids it reads, or the first problem with its message key. */
export type ParseResult = { ok: true; expr: Expr; variables: string[] } | { ok: false; problem: RuleProblem };

/** How the parser resolves names and limits literals. */
export interface ParseOptions {
  /** Maps a written name (`{id}` or a bare identifier) to an item id, or undefined when unknown. */
  resolve: (name: string) => string | undefined;
  /** The most digits allowed after the dot in a literal (the calculation's `decimal`), if limited. */
  maxDecimals?: number;
}

type Token = { t: 'num'; text: string } | { t: 'name'; text: string } | { t: 'op'; text: string };

class ParseError extends Error {
  constructor(readonly problem: RuleProblem) {
    super(problem.key);
  }
}

const wrong = (): ParseError => new ParseError({ key: RULE_MESSAGES.equationWrong });

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src.charAt(i);
    if (/\s/.test(c)) {
      i += 1;
    } else if ('+-*/()'.includes(c)) {
      tokens.push({ t: 'op', text: c });
      i += 1;
    } else if (c === '{') {
      const end = src.indexOf('}', i);
      if (end < 0) throw wrong();
      tokens.push({ t: 'name', text: src.slice(i + 1, end).trim() });
      i = end + 1;
    } else if (/[0-9.]/.test(c)) {
      const m = /^[0-9A-Za-z_.]+/.exec(src.slice(i)) as RegExpExecArray;
      tokens.push({ t: 'num', text: m[0] });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i)) as RegExpExecArray;
      tokens.push({ t: 'name', text: m[0] });
      i += m[0].length;
    } else {
      throw wrong();
    }
  }
  return tokens;
}

/** Parses a calculation without eval: a recursive-descent parser over a fixed grammar (spec §5 messages). */
export function parseExpression(src: string, options: ParseOptions): ParseResult {
  try {
    const tokens = tokenize(src);
    const variables = new Set<string>();
    let pos = 0;
    const peek = (): Token | undefined => tokens[pos];
    const isOp = (text: string): boolean => {
      const tok = peek();
      return tok?.t === 'op' && tok.text === text;
    };

    const literal = (text: string): Expr => {
      if (!/^\d+(\.\d+)?$/.test(text)) throw new ParseError({ key: RULE_MESSAGES.normalNumberOnly });
      const decimals = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
      if (options.maxDecimals !== undefined && decimals > options.maxDecimals) {
        throw new ParseError({ key: RULE_MESSAGES.digitsAfterDot, params: { num: options.maxDecimals } });
      }
      return { k: 'num', v: Number(text) };
    };

    const primary = (): Expr => {
      const tok = peek();
      pos += 1;
      if (tok?.t === 'num') return literal(tok.text);
      if (tok?.t === 'name') {
        const id = options.resolve(tok.text);
        if (id === undefined)
          throw new ParseError({ key: RULE_MESSAGES.unknownVariable, params: { name: tok.text } });
        variables.add(id);
        return { k: 'var', id };
      }
      if (tok?.text === '(') {
        const e = sum();
        if (!isOp(')')) throw wrong();
        pos += 1;
        return e;
      }
      throw wrong();
    };

    const unary = (): Expr => {
      if (isOp('-')) {
        pos += 1;
        return { k: 'neg', e: unary() };
      }
      if (isOp('+')) {
        pos += 1;
        return unary();
      }
      return primary();
    };

    const product = (): Expr => {
      let l = unary();
      while (isOp('*') || isOp('/')) {
        const op = (peek() as Token).text as '*' | '/';
        pos += 1;
        l = { k: 'bin', op, l, r: unary() };
      }
      return l;
    };

    const sum = (): Expr => {
      let l = product();
      while (isOp('+') || isOp('-')) {
        const op = (peek() as Token).text as '+' | '-';
        pos += 1;
        l = { k: 'bin', op, l, r: product() };
      }
      return l;
    };

    const expr = sum();
    if (pos !== tokens.length) throw wrong();
    return { ok: true, expr, variables: [...variables] };
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, problem: e.problem };
    throw e;
  }
}

/** Evaluates a parsed calculation; unanswered inputs count as 0, division by zero gives null. */
export function evaluateExpression(expr: Expr, read: (id: string) => number | null): number | null {
  const go = (e: Expr): number | null => {
    switch (e.k) {
      case 'num':
        return e.v;
      case 'var':
        return read(e.id) ?? 0;
      case 'neg': {
        const v = go(e.e);
        return v === null ? null : -v;
      }
      case 'bin': {
        const l = go(e.l);
        const r = go(e.r);
        if (l === null || r === null) return null;
        if (e.op === '+') return l + r;
        if (e.op === '-') return l - r;
        if (e.op === '*') return l * r;
        return r === 0 ? null : l / r;
      }
    }
  };
  const v = go(expr);
  return v !== null && Number.isFinite(v) ? v : null;
}

/** A calculation written as constant + Σ coefficient × item, which the engine can update term by term. */
export interface LinearForm {
  constant: number;
  terms: { id: string; coef: number }[];
}

/** Rewrites a calculation as a linear form when it is one (sums, differences, scaling by constants). */
export function linearize(expr: Expr): LinearForm | null {
  type Lin = { c: number; t: Map<string, number> };
  const scale = (a: Lin, f: number): Lin => ({
    c: a.c * f,
    t: new Map([...a.t].map(([k, v]) => [k, v * f])),
  });
  const add = (a: Lin, b: Lin, sign: number): Lin => {
    const t = new Map(a.t);
    for (const [k, v] of b.t) t.set(k, (t.get(k) ?? 0) + sign * v);
    return { c: a.c + sign * b.c, t };
  };
  const go = (e: Expr): Lin | null => {
    if (e.k === 'num') return { c: e.v, t: new Map() };
    if (e.k === 'var') return { c: 0, t: new Map([[e.id, 1]]) };
    if (e.k === 'neg') {
      const a = go(e.e);
      return a && scale(a, -1);
    }
    const l = go(e.l);
    const r = go(e.r);
    if (!l || !r) return null;
    if (e.op === '+' || e.op === '-') return add(l, r, e.op === '+' ? 1 : -1);
    if (e.op === '*') {
      if (l.t.size === 0) return scale(r, l.c);
      return r.t.size === 0 ? scale(l, r.c) : null;
    }
    return r.t.size === 0 && r.c !== 0 ? scale(l, 1 / r.c) : null;
  };
  const lin = go(expr);
  if (!lin) return null;
  return { constant: lin.c, terms: [...lin.t].map(([id, coef]) => ({ id, coef })) };
}
