import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RESERVED_SLUGS } from '@contract/limits';
import { createTestApp } from '../support/test-app';

// A shop's delivery lives at {host}/{slug} on this server, so no slug may be a first segment this server answers.
const firstSegmentOf = (url: string) => url.split('/')[1];
const unreserved = (segments: Iterable<string>) => [...new Set(segments)].filter((segment) => !RESERVED_SLUGS.includes(segment));

describe('delivery slugs reserved for what this server serves', () => {
  it("hold the first segment of every route, the test servers' and the built app's included", async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserved-slugs-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html>');
    const urls: string[] = [];
    const t = await createTestApp({ config: { testClock: true, staticDir }, onRoute: (route) => urls.push(route.url) });
    try {
      // Parameters and the static files' wildcard are not fixed names; the files are checked below.
      const fixed = urls.map(firstSegmentOf).filter((segment) => segment !== '' && !/[:*]/.test(segment));
      expect(fixed).toContain('sign-in');
      expect(unreserved(fixed)).toEqual([]);
    } finally {
      await t.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('hold every file and folder the build copies from public/ to the root', () => {
    expect(unreserved(fs.readdirSync(path.resolve('public')))).toEqual([]);
  });
});
