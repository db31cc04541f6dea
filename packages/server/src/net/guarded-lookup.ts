import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { OutboundAddressPolicy } from './outbound-address-policy.ts';
import { OutboundRequestError } from './outbound-request-error.ts';

/**
 * A DNS lookup that refuses a name when any of its addresses is refused, and hands the connection exactly the
 * addresses it checked: the check happens at connect time, so a name cannot resolve to a public address for the
 * check and a private one for the connection.
 */
export function guardedLookup(policy: OutboundAddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      // On a lookup error there are no addresses (whatever the callback's type says).
      const refusal = (error ? [] : addresses)
        .map((entry) => policy.refuseAddress(entry.address, hostname))
        .find((reason) => reason !== undefined);
      const first = error ? undefined : addresses[0];
      if (error) callback(error, '', 4);
      else if (refusal) callback(new OutboundRequestError(`Refused: ${refusal}`), '', 4);
      else if (!first) callback(new OutboundRequestError(`${hostname} did not resolve`), '', 4);
      else if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
