import fc from 'fast-check';
import { sampleInput } from '../sample-input';

/** The JSON Schema subset the OpenAPI document uses for a body or a parameter. */
export type Schema = Parameters<typeof sampleInput>[0];

/** One operation of the OpenAPI document, as the probe calls it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/assets/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: Schema | null;
}

/** A request the probe sends: path, raw query string and raw body. */
export interface FuzzRequest {
  label: string;
  url: string;
  body?: string | Buffer;
  contentType?: string;
}

type Json = unknown;
type PathValue = (name: string) => string;

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\ud800y';
const MEGABYTE = 'm'.repeat(1_000_000);
const DEEP = JSON.parse('['.repeat(1000) + ']'.repeat(1000)) as Json;
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

const hostileString = fc.constantFrom(
  NUL,
  LONE_SURROGATE,
  '\udfff',
  MEGABYTE,
  '',
  '   ',
  '../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '\u202eexe.png',
);
const hostileNumber = fc.constantFrom(-1, 0, 0.5, -1e308, 1e308, 2 ** 53 + 1, -(2 ** 31) - 1);
/** Any value a field should not take: wrong types, nulls, huge and negative numbers, deep nesting. */
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom<Json>(null, true, false, [], {}, [null], DEEP, { toString: 1, valueOf: 'x' }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
);
/** Path-parameter spellings that name no row: wrong shapes, encoded NUL and surrogates, traversal. */
const hostileId = fc.constantFrom(
  'not-a-uuid',
  '%00',
  '%ED%A0%80',
  '%F0%9F',
  '..%2F..%2Fetc',
  '0',
  '-1',
  '99999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(3000),
  '%20',
);
const hostileFileName = fc.constantFrom(
  '../../../etc/passwd',
  'a\u0000b.png',
  '<script>alert(1)</script>.html',
  `${'n'.repeat(400)}.png`,
  'CON.png',
  '.htaccess',
  '\u202egnp.exe',
  '',
);

/** Sets an own property, so `__proto__` becomes a JSON key instead of a prototype. */
function setKey(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function clone(value: Json): Json {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Json);
}

/** Every path into a value's objects and arrays (the root excluded), so a mutation can land anywhere. */
function pathsOf(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (Array.isArray(value))
    value.forEach((item, index) => {
      out.push([...prefix, index]);
      pathsOf(item, [...prefix, index], out);
    });
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      out.push([...prefix, key]);
      pathsOf(child, [...prefix, key], out);
    }
  return out;
}

/** Replaces (or, with `undefined`, deletes) the value at a path of a cloned body. */
function withValueAt(body: Json, path: (string | number)[], value: Json | undefined): Json {
  const copy = clone(body);
  let node = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else if (Array.isArray(node)) node[Number(last)] = value;
  else setKey(node as Record<string, Json>, String(last), value);
  return copy;
}

function stringFieldPaths(body: Json): (string | number)[][] {
  return pathsOf(body).filter((path) => {
    let node = body as Record<string | number, Json>;
    for (const step of path) node = node[step] as Record<string | number, Json>;
    return typeof node === 'string';
  });
}

const BOUNDARY = '----fieldbook-fuzz';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** Malformed multipart bodies: no boundary, truncated, garbage, and well-formed ones with hostile names. */
const malformedMultipart: fc.Arbitrary<{ label: string; body: Buffer; contentType: string }> = fc.oneof(
  fc.constant({
    label: 'multipart without boundary',
    body: Buffer.from('x'),
    contentType: 'multipart/form-data',
  }),
  fc.constant({
    label: 'truncated multipart',
    body: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
    ),
    contentType: MULTIPART,
  }),
  fc.constant({
    label: 'multipart garbage',
    body: Buffer.from('\u0000\u0001garbage'),
    contentType: MULTIPART,
  }),
  fc
    .tuple(hostileFileName, fc.constantFrom('file', 'type_id', 'list_id', 'uuid', 'rating', 'mapping'))
    .map(([name, field]) => ({
      label: `multipart file named ${JSON.stringify(name.slice(0, 40))} in ${field}`,
      body: Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="folder_id"\r\n\r\n${NUL}\r\n`),
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
            'Content-Type: text/html\r\n\r\n<script>alert(1)</script>\r\n',
        ),
        Buffer.from(`--${BOUNDARY}--\r\n`),
      ]),
      contentType: MULTIPART,
    })),
);

/** Builds the requests of one operation: a few fixed cases every operation gets, then seeded random ones. */
export function malformedRequests(
  operation: Operation,
  pathValue: PathValue,
  ids: (field: string) => string,
  seed: number,
  randomCases: number,
): FuzzRequest[] {
  const urlOf = (paths: Record<string, string> = {}, query = '') => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => paths[name] ?? pathValue(name));
    return query ? `${path}?${query}` : path;
  };
  const baseBody = operation.body ? sampleInput(operation.body, ids) : undefined;
  const json = (label: string, body: Json, raw?: string): FuzzRequest => ({
    label,
    url: urlOf(),
    body: raw ?? JSON.stringify(body),
    contentType: 'application/json',
  });
  const fixed: FuzzRequest[] = [];
  const kinds: fc.Arbitrary<FuzzRequest>[] = [];

  if (operation.body) {
    const strings = stringFieldPaths(baseBody);
    for (const [name, text] of [
      ['NUL byte', NUL],
      ['lone surrogate', LONE_SURROGATE],
    ] as const) {
      const path = strings[0];
      fixed.push(
        path ? json(`${name} in ${path.join('.')}`, withValueAt(baseBody, path, text)) : json(name, text),
      );
    }
    const paths = pathsOf(baseBody);
    const topKeys = Object.keys(operation.body.properties ?? {}).map((key) => [key]);
    const targets = [...paths, ...topKeys];
    if (targets.length > 0) {
      kinds.push(
        fc
          .tuple(fc.constantFrom(...targets), hostileValue)
          .map(([path, value]) =>
            json(
              `${path.join('.')} = ${JSON.stringify(value)?.slice(0, 40)}`,
              withValueAt(baseBody, path, value),
            ),
          ),
      );
    }
    if (paths.length > 0)
      kinds.push(
        fc
          .constantFrom(...paths)
          .map((path) => json(`without ${path.join('.')}`, withValueAt(baseBody, path, undefined))),
      );
    kinds.push(
      fc
        .tuple(fc.constantFrom(...PROTOTYPE_KEYS, 'unexpected_field', 'a\u0000'), hostileValue)
        .map(([key, value]) => {
          const body = (baseBody && typeof baseBody === 'object' ? clone(baseBody) : {}) as Record<
            string,
            Json
          >;
          setKey(body, key, value);
          return json(`extra key ${JSON.stringify(key)}`, body);
        }),
      fc
        .constantFrom<[string, string]>(
          ['null body', 'null'],
          ['array body', '[]'],
          ['string body', '"text"'],
          ['number body', '1e400'],
          ['broken JSON', '{"a":'],
          ['prototype pollution', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
        )
        .map(([label, raw]) => json(label, undefined, raw)),
    );
  }
  if (operation.pathParams.length > 0) {
    fixed.push({
      label: 'NUL path id',
      url: urlOf(Object.fromEntries(operation.pathParams.map((p) => [p, '%00']))),
    });
    kinds.push(
      fc.tuple(fc.constantFrom(...operation.pathParams), hostileId).map(([param, id]) => ({
        label: `${param} = ${id.slice(0, 40)}`,
        url: urlOf({ [param]: id }),
        ...(baseBody !== undefined && { body: JSON.stringify(baseBody), contentType: 'application/json' }),
      })),
    );
  }
  if (operation.queryParams.length > 0) {
    const idParams = operation.queryParams.filter((p) => /(^|_)ids?(\[\])?$/.test(p));
    if (idParams.length > 0)
      fixed.push({
        label: 'a well-formed uuid in every id parameter',
        url: urlOf({}, idParams.map((p) => `${p}=${ids(p)}`).join('&')),
      });
    kinds.push(
      fc
        .tuple(
          fc.constantFrom(...operation.queryParams),
          fc.constantFrom(
            '%00',
            '%ED%A0%80',
            '%ZZ',
            'x'.repeat(5000),
            '-1',
            '1e400',
            '{"a":{"operator":"x"}}',
          ),
          fc.boolean(),
        )
        .map(([param, value, twice]) => ({
          label: `query ${param}=${value.slice(0, 30)}${twice ? ' twice' : ''}`,
          url: urlOf({}, twice ? `${param}=${value}&${param}=${value}` : `${param}=${value}`),
        })),
    );
  }
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    fixed.push({
      label: 'truncated multipart',
      url: urlOf(),
      body: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b`,
      ),
      contentType: MULTIPART,
    });
    kinds.push(
      malformedMultipart.map(({ label, body, contentType }) => ({ label, url: urlOf(), body, contentType })),
    );
  }
  kinds.push(
    fc.constantFrom('unknown=1', 'filter[type_id]=1', '__proto__[x]=1', 'a=%00').map((query) => ({
      label: `query ${query}`,
      url: urlOf({}, query),
      ...(baseBody !== undefined && { body: JSON.stringify(baseBody), contentType: 'application/json' }),
    })),
  );
  const random = fc.sample(fc.oneof(...kinds), { seed, numRuns: randomCases });
  return [...fixed, ...random];
}
