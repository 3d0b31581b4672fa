import type { z } from 'zod';
import type { PageData, RecordsData } from './envelope.ts';

// The declaration format of every endpoint (docs/endpoints.md). An area's endpoints are declared
// twice over, each fact once:
//   <area>-api.ts          method, path, access, summary: plain values, no zod (the browser loads it)
//   <area>-api-schemas.ts  the zod schemas of each endpoint's params, query, body and answer (server)
// The declaration takes its request and response TYPES from the schemas file by `import type`, so
// the web client is typed by the same schemas the server validates and serialises with, and zod never
// reaches a page's bundle. The two files are joined by the endpoint's name; a name missing on either
// side is a type error.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** public: anyone (a valid token is still read); user: a signed-in member (001102 / 001101 otherwise). */
export type Access = 'public' | 'user';

export interface EndpointSpec {
  readonly method: HttpMethod;
  /** The SPEC §7 path, with `:name` parameters (and `*` for a file path). */
  readonly path: string;
  readonly access: Access;
  /** One line in Chinese for the API document. */
  readonly summary: string;
}

/** What an endpoint answers: the envelope's data, or a body of its own (HTML, SVG, a gateway's reply). */
export type AnswerSchema =
  | { readonly kind: 'records'; readonly schema: z.ZodType }
  | { readonly kind: 'page'; readonly schema: z.ZodType }
  | { readonly kind: 'empty' }
  | { readonly kind: 'plain'; readonly schema: z.ZodType }
  | { readonly kind: 'raw'; readonly contentType: string };

export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answer: AnswerSchema;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The envelope's `data` on success (or the whole body for plain and raw answers). */
export type AnswerOf<A> = A extends { kind: 'records'; schema: infer S extends z.ZodType }
  ? RecordsData<z.output<S>>
  : A extends { kind: 'page'; schema: infer S extends z.ZodType }
    ? PageData<z.output<S>>
    : A extends { kind: 'plain'; schema: infer S extends z.ZodType }
      ? z.output<S>
      : A extends { kind: 'raw' }
        ? string
        : null;

/** The wire types of one endpoint: request parts as sent (snake_case), the answer as received. */
export interface Shapes<S extends EndpointSchemas = EndpointSchemas> {
  params: InputOf<S['params']>;
  query: InputOf<S['query']>;
  body: InputOf<S['body']>;
  answer: AnswerOf<S['answer']>;
}

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> extends EndpointSpec {
  /** Types only (never set): what the schemas say this endpoint takes and answers. */
  readonly shapes?: Shapes<S>;
}

/**
 * Declares an area's endpoints against its schemas file: `declareEndpoints<typeof areaApiSchemas>()({
 * name: { method, path, access, summary } })`. Every name of the schemas file must be declared, and
 * nothing else.
 */
export function declareEndpoints<Schemas extends Record<string, EndpointSchemas>>() {
  return <const D extends { [K in keyof Schemas]: EndpointSpec }>(
    declarations: D & Record<Exclude<keyof D, keyof Schemas>, never>,
  ): { [K in keyof Schemas]: Endpoint<Schemas[K]> & D[K] } => declarations as never;
}

export type ParamsOf<E> = E extends Endpoint<infer S> ? Shapes<S>['params'] : never;
export type QueryOf<E> = E extends Endpoint<infer S> ? Shapes<S>['query'] : never;
export type BodyOf<E> = E extends Endpoint<infer S> ? Shapes<S>['body'] : never;
export type DataOf<E> = E extends Endpoint<infer S> ? Shapes<S>['answer'] : never;

/** `/api/orders/:id` + `{ id: 7 }` → `/api/orders/7` (each value URI-encoded). */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)|\*$/g, (whole, name: string | undefined) => {
    const value = params?.[name ?? '*'];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${whole} of ${path}`);
    return name
      ? encodeURIComponent(String(value))
      : String(value).split('/').map(encodeURIComponent).join('/');
  });
}
