/**
 * DEMO_PASSWORD hashed once at full cost (server/src/security/passwords.ts), given to every seeded test database
 * so suites do not spend two full-cost hashes each on set-up. passwords.test.ts checks it still signs in.
 */
export const DEMO_PASSWORD_HASH =
  '$scrypt$ln=17,r=8,p=1$pi030RJsopxn6iNDh4dRR8P8LsPK+18vabo30y9X8cw=$C3rj353wiPTEm8lmRr8q2AGLgZXvmmmHbUYnxydhvqkOyZihClsYxGxzNW5OGlEyD/eu0LJ6KF/V+zAjpYJewA==';
