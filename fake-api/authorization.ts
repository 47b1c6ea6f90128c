/**
 * The fake API's authorization: ONE explicit role × endpoint × method table, checked by ONE
 * middleware in front of every router (contract "Authorization"). Fail-closed: a path the table
 * does not list answers 40400, a listed path with a method it does not list 405, then the token
 * (50008 / 50012 / 50014) and the role (40300). Handlers read the caller with `callerOf`.
 *
 * The table is built from the resource declarations (`access.read` / `access.write`), the
 * account routes and each feature file's exported `routes`; nothing else can open an endpoint.
 */
import type { NextFunction, Request, Response } from 'express';
import { holdsFiles, isRoleAllowed, TRASH_PURGERS, type ResourceDecl, type RoleRule } from '../resources/lib/schema';
import { moreName, NAMED_AT_MOST } from '../resources/lib/validate';
import { ApiFailure, CODES, fail } from './envelope';
import type { RouteDoc } from './routeDoc';
import type { Caller, Sessions } from './sessions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** One cell row of the table: who may call `method` on `path` (Express-style, `:param` segments). */
export interface RouteRule {
  method: Method;
  path: string;
  /** Roles allowed (`*` = any signed-in role), or `public` for calls made before signing in. */
  roles: readonly RoleRule[] | 'public';
  /** Exists only in demo mode (demo login, SMS outbox). */
  demoOnly?: boolean;
  /** The declared resource the route serves, for the operation log. */
  resource?: string;
  /**
   * The query parameters the route takes; any other is refused (40000 naming it). `list`: a
   * declared collection's list, whose parser checks its parameters against the declaration.
   */
  query?: readonly string[] | 'list';
  /** What the API's description says of it (fake-api/openapi/); a declared collection's comes from its declaration. */
  doc?: RouteDoc;
  /** A write that changes no record of anyone's (presence on a form): the operation log leaves it out unless it is denied. */
  unlogged?: true;
}

export const FORBIDDEN_TEXT = 'Your user group does not have the authority to perform this operation';

/** The routes of a declared collection: reads by `access.read`, writes by `access.write` (none when empty). */
export function collectionRoutes(decl: ResourceDecl): RouteRule[] {
  const read = decl.access.read;
  const write = decl.access.write;
  const r = (method: Method, path: string, roles: readonly RoleRule[]): RouteRule => ({ method, path, roles, resource: decl.name });
  const rules = [{ ...r('GET', decl.endpoint, read), query: 'list' as const }, r('GET', `${decl.endpoint}/:id`, read)];
  if (write.length > 0) {
    rules.push(r('POST', decl.endpoint, write), r('PUT', `${decl.endpoint}/:id`, write), r('PATCH', `${decl.endpoint}/:id`, write));
    rules.push(r('DELETE', `${decl.endpoint}/:id`, write));
  }
  if (holdsFiles(decl)) rules.push(r('GET', `${decl.endpoint}/:id/files/:field`, read));
  if (decl.workflow) {
    // Each transition checks its own roles and rules: the route lets in whoever may take one.
    const takers = [...new Set(decl.workflow.transitions.flatMap((t) => t.roles))];
    rules.push(r('GET', `${decl.endpoint}/:id/transitions`, read));
    const who = takers.includes('*') ? ['*' as const] : takers;
    if (takers.length > 0) rules.push(r('POST', `${decl.endpoint}/:id/transitions`, who), r('POST', `${decl.endpoint}/transitions`, who));
    if (decl.timeline) rules.push(r('GET', `${decl.endpoint}/:id/timeline`, read));
  }
  if (decl.disclosure) rules.push(r('GET', `${decl.endpoint}/:id/disclosure`, read));
  // A record's revisions: read as the record is; a revert is a write (fake-api/revisionRoutes.ts).
  if (decl.history !== false) {
    rules.push({ ...r('GET', `${decl.endpoint}/:id/revisions`, read), query: ['page', 'perPage'] });
    if (write.length > 0) rules.push(r('POST', `${decl.endpoint}/:id/revisions/:revisionId/revert`, write));
  }
  // The trash: listed and restored by the collection's writers, purged by admins (fake-api/trashRoutes.ts).
  if (decl.trash && write.length > 0) {
    rules.push({ ...r('GET', `${decl.endpoint}/trash`, write), query: ['page', 'perPage'] });
    rules.push(r('POST', `${decl.endpoint}/:id/restore`, write), r('DELETE', `${decl.endpoint}/trash/:id`, TRASH_PURGERS));
  }
  return rules;
}

interface CompiledRoute {
  path: string;
  regex: RegExp;
  params: string[];
  byMethod: Map<Method, RouteRule>;
}

export interface RouteMatch {
  rule: RouteRule;
  params: Record<string, string>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(path: string): { regex: RegExp; params: string[] } {
  const params: string[] = [];
  const source = path
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return escape(seg);
      params.push(seg.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${source}$`), params };
}

export class RouteTable {
  private readonly routes: CompiledRoute[] = [];

  constructor(rules: readonly RouteRule[], demo: boolean) {
    for (const rule of rules) {
      if (rule.demoOnly && !demo) continue;
      let route = this.routes.find((r) => r.path === rule.path);
      if (!route) {
        route = { path: rule.path, ...compile(rule.path), byMethod: new Map() };
        this.routes.push(route);
      }
      if (route.byMethod.has(rule.method)) throw new Error(`the authorization table lists ${rule.method} ${rule.path} twice`);
      route.byMethod.set(rule.method, rule);
    }
  }

  /** Every rule, for the test that walks the table. */
  get rules(): RouteRule[] {
    return this.routes.flatMap((r) => [...r.byMethod.values()]);
  }

  /**
   * The rule for a request: `notFound` (no such path) or `notAllowed` (path known, method not). A
   * path a route names literally (`<endpoint>/transitions`) is that route's alone: it is not also
   * a record id of `<endpoint>/:id`.
   */
  match(method: string, path: string): RouteMatch | 'notFound' | 'notAllowed' {
    const literal = this.routes.find((r) => r.params.length === 0 && r.path === path);
    if (literal) {
      const rule = literal.byMethod.get(method as Method);
      return rule ? { rule, params: {} } : 'notAllowed';
    }
    let known = false;
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      known = true;
      const rule = route.byMethod.get(method as Method);
      if (rule) return { rule, params: Object.fromEntries(route.params.map((p, i) => [p, m[i + 1]])) };
    }
    return known ? 'notAllowed' : 'notFound';
  }
}

const callers = new WeakMap<Request, Caller>();
const matches = new WeakMap<Request, RouteMatch>();

/** The signed-in caller the authorization middleware let through (50008 on a public route). */
export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw new ApiFailure(CODES.notLoggedIn, 'not logged in');
  return caller;
}

/** The caller when the route is public and a valid token came anyway. */
export const optionalCallerOf = (req: Request): Caller | undefined => callers.get(req);

/** The table rule a request matched (for the operation log). */
export const routeOf = (req: Request): RouteMatch | undefined => matches.get(req);

/** Whether a path is the API's (read before a mounted router strips its prefix from the request). */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * A request's route for logs and metrics: the table's template (`/api/list/policy/:id`, never the
 * id), `console` for the console's files and pages, `unmatched` for anything else (an /api path the
 * table does not list, a file not found); so the names are few, and none carries what was sent.
 */
export const routeTemplate = (req: Request, api: boolean, status: number): string =>
  (api ? routeOf(req)?.rule.path : status < 400 ? 'console' : undefined) ?? 'unmatched';

/**
 * Query parameters the route does not take, read from the URL as sent: a name Express's parser
 * drops (`__proto__`) is refused too. A list checks its own parameters by its declaration.
 */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype'];

function unknownParameters(req: Request, rule: RouteRule): string[] {
  const search = req.originalUrl.indexOf('?');
  if (search < 0) return [];
  const isUnknown = (n: string) => (rule.query === 'list' ? !Object.hasOwn(req.query, n) || PROTOTYPE_NAMES.includes(n) : !(rule.query ?? []).includes(n));
  // Past the first few, the rest are only counted: one more name says how many.
  const named: string[] = [];
  const seen = new Set<string>();
  for (const n of new URLSearchParams(req.originalUrl.slice(search + 1)).keys()) {
    if (seen.has(n) || !isUnknown(n)) continue;
    seen.add(n);
    if (seen.size <= NAMED_AT_MOST) named.push(n);
  }
  return seen.size > NAMED_AT_MOST ? [...named, moreName(seen.size - NAMED_AT_MOST)] : named;
}

function refuseUnknownParameters(req: Request, rule: RouteRule) {
  const unknown = unknownParameters(req, rule);
  if (unknown.length === 0) return;
  const errors = Object.fromEntries(unknown.map((n) => [n.slice(0, 50), 'is not a parameter of this route']));
  throw new ApiFailure(CODES.badInput, `unknown parameter ${unknown[0].slice(0, 50)}`, { errors });
}

/** The middleware: every `/api` request passes the table before any router sees it. */
export function authorization(table: RouteTable, sessions: Sessions) {
  const check = async (req: Request, rule: RouteRule) => {
    const { roles } = rule;
    if (roles === 'public') {
      // A public call with a usable token still names its caller (logout, the log).
      if (sessions.hashOf(req)) {
        const caller = await sessions.authenticate(req).catch(() => undefined);
        if (caller) callers.set(req, caller);
      }
      return refuseUnknownParameters(req, rule);
    }
    const caller = await sessions.authenticate(req);
    callers.set(req, caller);
    if (!isRoleAllowed(roles, caller.role)) throw new ApiFailure(CODES.forbidden, FORBIDDEN_TEXT);
    refuseUnknownParameters(req, rule);
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/') && req.path !== '/api') return next();
    // HEAD and OPTIONS are not offered: the table lists the methods that are.
    const found = table.match(req.method, req.path);
    if (found === 'notFound') return fail(res, new ApiFailure(CODES.notFound, 'no such route'));
    if (found === 'notAllowed') return fail(res, new ApiFailure(CODES.badInput, `${req.method} is not allowed here`, null, 405));
    matches.set(req, found);
    check(req, found.rule).then(
      () => next(),
      (e: unknown) => (e instanceof ApiFailure ? fail(res, e) : next(e)),
    );
  };
}
