import { request as httpsRequest } from 'node:https';
import { isIPv6, type LookupFunction } from 'node:net';

export interface PushRequest {
  url: URL;
  /** The public addresses the endpoint's name was found to have: the connection goes to these and nowhere else. */
  addresses: string[];
  headers: Record<string, string>;
  body: Buffer;
  timeoutMs: number;
}

/** Sends one push and answers the push service's status; never follows a redirect. Injected by tests. */
export type PushTransport = (push: PushRequest) => Promise<number>;

/**
 * HTTPS to the checked addresses only: the name is not looked up again at connect time, so it cannot be pointed at
 * the server's own network between the check and the request. The certificate is still checked against the name.
 */
export const httpsPushTransport: PushTransport = ({ url, addresses, headers, body, timeoutMs }) =>
  new Promise((resolve, reject) => {
    const pinned: LookupFunction = (_hostname, options, callback) => {
      const address = addresses[0];
      const family = isIPv6(address) ? 6 : 4;
      if ((options as { all?: boolean }).all) (callback as (err: null, all: { address: string; family: number }[]) => void)(null, [{ address, family }]);
      else callback(null, address, family);
    };
    const outgoing = httpsRequest(url, { method: 'POST', headers, lookup: pinned }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    // The whole exchange, not only a silent socket, must end within the time.
    const timer = setTimeout(() => outgoing.destroy(new Error(`push service did not answer in ${timeoutMs} ms`)), timeoutMs);
    outgoing.on('close', () => clearTimeout(timer));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
