import { matchPath } from 'react-router-dom';
import { RESERVED_SLUGS } from '@contract/limits';
import { paths, workspacePaths } from '@/shared/routing/paths';

const staffPaths = [...Object.values(paths), ...Object.values(workspacePaths)];
const firstSegmentOf = (path: string) => path.split('/')[1];

describe('delivery slugs reserved for the staff app', () => {
  it("hold every staff route's first segment, so no shop's address opens a staff screen", () => {
    const missing = staffPaths
      .map(firstSegmentOf)
      .filter((segment) => segment !== '' && !RESERVED_SLUGS.includes(segment.toLowerCase()));
    expect(missing).toEqual([]);
  });

  it('are lowercase, as the router matches a staff route whatever the case of the address', () => {
    expect(matchPath(paths.OrderPayments, '/orderpayments')).not.toBeNull();
    expect(RESERVED_SLUGS.filter((slug) => slug !== slug.toLowerCase())).toEqual([]);
  });
});
