/**
 * A reliability run's verdict: each check is false when it held, or says what went wrong. Prints every failure and
 * makes the process exit non-zero when there is one, after the run has cleaned up.
 */
export function reportFailures(checks: (string | false)[]): void {
  const failures = checks.filter((check): check is string => typeof check === 'string');
  for (const failure of failures) console.error(`FAILED: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
}
