import { AddressList, blockList, listHas } from '../net/address-list.ts';
import { isMetadataAddress, isMetadataHost } from '../net/address-ranges.ts';
import { bareHost, ipLiteral } from '../net/ip-address.ts';

export const ACCEPTED_FORMS =
  'use a host name (db.internal), a *.suffix (*.corp.example), an IP address (10.0.0.5) or a CIDR range (10.0.0.0/8)';

/** An entry as stored, or why it cannot be one. */
export type OutboundAccessEntryCheck =
  { readonly ok: true; readonly entry: string } | { readonly ok: false; readonly message: string };

/** The link-local blocks, and the prefix from which a range inside them lies wholly inside. */
const LINK_LOCAL = blockList([['169.254.0.0', 16]], [['fe80::', 10]]);
const LINK_LOCAL_PREFIX: Readonly<Record<4 | 6, number>> = { 4: 16, 6: 10 };
const FULL_PREFIX: Readonly<Record<4 | 6, number>> = { 4: 32, 6: 128 };

/** Whether every address the entry covers is link-local or a cloud metadata endpoint. */
function neverReachable(bare: string): boolean {
  if (isMetadataHost(bare)) return true;
  const [base = '', prefix] = bare.split('/');
  const literal = ipLiteral(base);
  if (!literal) return false;
  const bits = prefix === undefined ? FULL_PREFIX[literal.family] : Number(prefix);
  if (bits === FULL_PREFIX[literal.family] && isMetadataAddress(literal.address)) return true;
  return listHas(LINK_LOCAL, literal.address) && bits >= LINK_LOCAL_PREFIX[literal.family];
}

/**
 * Reads an Outbound access entry exactly as HTTP_ALLOW_LIST entries are read (AddressList), and stores it in
 * one spelling: lower case, IPv6 without brackets, an IPv4 address in any form as a dotted quad. Link-local and
 * cloud metadata hosts are refused: no list ever admits them, so such an entry would only mislead.
 */
export function checkOutboundAccessEntry(raw: string): OutboundAccessEntryCheck {
  const bare = bareHost(raw);
  if (bare === '') return { ok: false, message: `Entry is required: ${ACCEPTED_FORMS}` };
  try {
    new AddressList([bare], 'Outbound access');
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^Outbound access: /, '') : String(error);
    return { ok: false, message: `${reason}: ${ACCEPTED_FORMS}` };
  }
  const [base = '', prefix] = bare.split('/');
  const literal = ipLiteral(base);
  const entry = literal ? (prefix === undefined ? literal.address : `${literal.address}/${prefix}`) : bare;
  if (neverReachable(bare))
    return {
      ok: false,
      message: `"${raw.trim()}" is a link-local or cloud metadata address, which flows never reach on any platform: it cannot be allowed`,
    };
  return { ok: true, entry };
}
