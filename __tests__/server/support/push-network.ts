import type { PushNetworkOptions } from '@server/plugins/push';
import type { PushRequest } from '@server/push/transport';

/** An address on the public internet that no test ever connects to: the transport below stands in for it. */
export const PUBLIC_ADDRESS = '93.184.216.34';

export interface FakePushNetwork {
  options: Required<PushNetworkOptions>;
  /** What each host name resolves to; a name not here does not resolve. */
  addresses: Map<string, string[]>;
  /** Every push the server sent, in order. */
  sent: PushRequest[];
  /** The push service's answer, by default 201 Created. */
  answer: (push: PushRequest) => Promise<number>;
}

/**
 * DNS and the push services as the server sees them, with no traffic leaving the test: push.exemplo.test resolves
 * to a public address, and pushes are recorded and answered by `answer`.
 */
export function fakePushNetwork(): FakePushNetwork {
  const network: FakePushNetwork = {
    addresses: new Map([['push.exemplo.test', [PUBLIC_ADDRESS]]]),
    sent: [],
    answer: async () => 201,
    options: {
      resolve: async (hostname) => {
        const found = network.addresses.get(hostname);
        if (!found) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
        return found;
      },
      transport: async (push) => {
        network.sent.push(push);
        return network.answer(push);
      },
    },
  };
  return network;
}
