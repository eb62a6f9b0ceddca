import { BlockList, isIP } from 'node:net';

/**
 * Where a link may connect: public unicast addresses only (IANA's special-purpose registries).
 * Loopback, private and carrier-grade NAT ranges, link-local (169.254.169.254 is the cloud
 * metadata service), documentation, benchmarking, multicast and reserved space are refused,
 * and so are IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo): they would
 * reach the same private hosts by another spelling.
 */
const V4 = ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24', '192.0.2.0/24', '192.88.99.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/4', '240.0.0.0/4'];
const V6 = ['::/127', '::ffff:0:0/96', '64:ff9b::/96', '64:ff9b:1::/48', '100::/64', '2001::/23', '2001:db8::/32', '2002::/16', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8'];
// Two lists: Node's BlockList matches IPv4 addresses against IPv6 rules through the mapped
// form, so one list holding ::ffff:0:0/96 would refuse every IPv4 address.
function blockList(cidrs: string[], type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) list.addSubnet(cidr.split('/')[0]!, Number(cidr.split('/')[1]), type);
  return list;
}
const NOT_PUBLIC_V4 = blockList(V4, 'ipv4');
const NOT_PUBLIC_V6 = blockList(V6, 'ipv6');

/** The one private address SOURCE_FETCH_ALLOW_LOOPBACK opens (tests and local demos). */
export const LOOPBACK_ALLOWED = '127.0.0.1';

/** Strips the brackets URL hostnames put around IPv6 literals. */
export const bareHost = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const ip = bareHost(address);
  const family = isIP(ip);
  if (family === 0) return false;
  if (allowLoopback && ip === LOOPBACK_ALLOWED) return true;
  // Only the global unicast block 2000::/3 is handed out on the public IPv6 internet.
  if (family === 6 && !/^[23]/i.test(expand6(ip))) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(ip, 'ipv4') : !NOT_PUBLIC_V6.check(ip, 'ipv6');
}

/** The first hex digit of an IPv6 address, whatever shortening it was written with. */
function expand6(ip: string): string {
  return ip.startsWith('::') ? '0' : ip.split(':')[0]!.padStart(4, '0');
}
