/** Starts `count` of something at the same moment; when one fails, stops the others before failing. */
export async function startTogether<T>(count: number, start: () => Promise<T>, stop: (started: T) => Promise<void>): Promise<T[]> {
  const results = await Promise.allSettled(Array.from({ length: count }, start));
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(stop));
    throw failed.reason;
  }
  return started;
}
