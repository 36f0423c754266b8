export type ParsedParams<N extends string> =
  | { ok: true; values: Record<N, number> }
  | { ok: false; message: string };

/** Route parameters are whole numbers; the messages are the spec's own (section 2). */
export function parseRouteParams<N extends string>(
  params: Readonly<Record<string, string | undefined>>,
  names: readonly N[],
): ParsedParams<N> {
  const values = {} as Record<N, number>;
  for (const name of names) {
    const raw = params[name];
    if (raw === undefined || raw === '') return { ok: false, message: `Param "${name}" was not received` };
    if (!/^\d+$/.test(raw)) return { ok: false, message: `Could not parse "${name}", received "${raw}"` };
    values[name] = Number(raw);
  }
  return { ok: true, values };
}
