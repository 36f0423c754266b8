import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { parseRouteParams, type ParsedParams } from './routeParams';

/** The page's numeric route parameters, or the spec's error when one is missing or not a whole number. */
export function useRouteParams<N extends string>(...names: N[]): ParsedParams<N> {
  const params = useParams();
  const key = names.map((name) => `${name}=${params[name] ?? ''}`).join('&');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key covers exactly the params that are read
  return useMemo(() => parseRouteParams(params, names), [key]);
}
