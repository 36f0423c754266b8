/**
 * DEMO_PASSWORD hashed once, given to every seeded test database, at a cost of 2^12 (4 MiB, a few milliseconds)
 * instead of the 2^17 new hashes get (server/src/security/passwords.ts): a stored hash carries its own parameters, so
 * every sign-in of the suites checks the password as production does, without a full-cost scrypt each. Full cost
 * itself, new hashes, the decoy for unknown emails and the one-check-at-a-time queue have their own tests
 * (passwords.test.ts, hash-queue.test.ts), and `npm run test:flood` floods the real server at full cost.
 */
export const DEMO_PASSWORD_HASH =
  '$scrypt$ln=12,r=8,p=1$RUEnRxzXV6VZlfMes/3mUT+j1Cw22No3MxZcZrbYYEA=$yJSVmQL1lEkn2lYHxe7e7VCmvAQilD+Y9dRs+OD/ejouowgqFGdpT5VZMjQvw096eeSzDnzzeS50Shw2ctC+XA==';
