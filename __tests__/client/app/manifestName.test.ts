import { documentTitleOf } from '@/app/App';
import { appNameByVariant } from '@server/plugins/manifest';

// The server names the installed app; the app titles its own page: both must say the same (spec 1).
it.each(['food', 'shop'] as const)('the installed %s app has the name of its document title', (variant) => {
  expect(appNameByVariant[variant]).toBe(documentTitleOf(variant));
});
