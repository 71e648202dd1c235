import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { FeatureKey, Language, PermissionRequirement } from '@fieldbook/domain';
import type { AppDeps } from '../deps';
import type { Actor } from '../db/tenancy';
import type { RequestAccess } from '../auth/access';
import { requestLanguage } from '../i18n/request-language';
import { cachedListAnswer, SerializedAnswer } from '../list-query/cached-answer';
import type { ListSource } from '../list-query/cached-count';
import { guardRoute } from './guard';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** What a handler receives: parsed input, the caller's access, the actor for audit rows, and the app's services. */
export interface RouteContext<B, Q, P, A extends boolean> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  access: A extends false ? null : RequestAccess;
  actor: Actor;
  lang: Language;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One route, declared in one object (STYLE: routes read like Outline's). */
export interface RouteSpec<B, Q, P, R extends Schema, A extends boolean> {
  method: Method;
  url: string;
  summary: string;
  /** false for calls made before sign-in (login, register, …); default true. */
  auth?: A;
  /** Whether the call needs a current workspace (WSP_NOT_FOUND otherwise); default true when signed in. */
  workspace?: boolean;
  /** 'general', one permission code, or alternatives where any one suffices; default 'general'. */
  permission?: PermissionRequirement;
  /** A plan feature the workspace's plan must include (403 PLN_FEATURE_REQUIRED naming the plan otherwise). */
  feature?: FeatureKey;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  status?: number;
  /**
   * A list call answered from the whole-answer cache (ADR 089): every table its answer reads. The answer
   * must depend only on the caller, their access, the path and query, the language and the caller's today.
   */
  listCache?: readonly ListSource[];
  handler: (ctx: RouteContext<B, Q, P, A>) => Promise<z.input<R>>;
}

/** A declared route with its input types erased, ready to register. */
export interface Route {
  method: Method;
  url: string;
  summary: string;
  auth: boolean;
  workspace: boolean;
  permission: PermissionRequirement;
  feature: FeatureKey | undefined;
  schemas: { body?: Schema; query?: Schema; params?: Schema; response: Schema };
  status: number;
  run(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** Declares a route; the handler is typed from the zod schemas it names. */
export function defineRoute<
  R extends Schema,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  A extends boolean = true,
>(spec: RouteSpec<B, Q, P, R, A>): Route {
  const auth = spec.auth !== false;
  let serializeAnswer: ((answer: unknown) => string) | undefined;
  return {
    method: spec.method,
    url: spec.url,
    summary: spec.summary,
    auth,
    workspace: auth && spec.workspace !== false,
    permission: spec.permission ?? 'general',
    feature: spec.feature,
    schemas: { body: spec.body, query: spec.query, params: spec.params, response: spec.response },
    status: spec.status ?? 200,
    run: (request, reply) => {
      const access = request.access ?? null;
      const ctx = {
        body: request.body,
        query: request.query,
        params: request.params,
        access,
        actor: {
          orgId: access?.org?.id ?? null,
          userId: access?.session.user.id ?? null,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        },
        lang: requestLanguage(request),
        deps: request.server.deps,
        request,
        reply,
      } as RouteContext<B, Q, P, A>;
      const run = () => spec.handler(ctx);
      if (!spec.listCache || !ctx.access) return run();
      return cachedListAnswer(
        {
          db: ctx.deps.db,
          access: ctx.access,
          route: `${spec.method} ${spec.url}`,
          params: request.params,
          query: request.query,
          lang: ctx.lang,
          sources: spec.listCache,
          serialize: (serializeAnswer ??= serializerCompiler({
            schema: spec.response,
            method: spec.method,
            url: spec.url,
          })),
        },
        run,
      );
    },
  };
}

/** Registers declared routes on a Fastify scope, each behind the permission/plan guard. */
export function registerRoutes(app: FastifyInstance, routes: readonly Route[], tag: string): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      schema: {
        summary: route.summary,
        tags: [tag],
        ...(route.schemas.body && { body: route.schemas.body }),
        ...(route.schemas.query && { querystring: route.schemas.query }),
        ...(route.schemas.params && { params: route.schemas.params }),
        response: { [route.status]: route.schemas.response },
        ...(route.auth && { security: [{ session: [] }] }),
      },
      preValidation: (request, reply) => guardRoute(route, request, reply),
      handler: async (request, reply) => {
        const result = await route.run(request, reply);
        if (result instanceof SerializedAnswer) {
          return reply.status(route.status).type('application/json; charset=utf-8').send(result.body);
        }
        if (reply.statusCode === 200) reply.status(route.status);
        return reply.send(result);
      },
    });
  }
}
