/**
 * A route's address from its path pattern ('/ticket/$ticketId'), written without the router:
 * the ticket list's rows (src/ui/ListLink.tsx) and the route table (src/routes/screens.tsx)
 * type their parameters by it, and tests pin an address written by hand (a ticket label's)
 * to the route table's pattern with it.
 */

/** The `$name` segments of a route path. */
type ParamNames<Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : Path extends `$${infer Name}`
    ? Name
    : never;

/** The parameters a path names: '/ticket/$ticketId' → { ticketId: string }. */
export type ParamsOf<Path extends string> = { [Name in ParamNames<Path>]: string };

/** The address of `path` with its parameters written in, each encoded as a path segment. */
export function pathWith<Path extends string>(path: Path, params: ParamsOf<Path>): string {
  const values: Record<string, string | undefined> = params;
  return path.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
