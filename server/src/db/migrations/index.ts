import type { Migration } from 'kysely';
import * as accounts from './001_accounts';

/** Every migration, in order; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '001_accounts': accounts,
};
