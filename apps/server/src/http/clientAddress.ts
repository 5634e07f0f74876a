import { isIPv4, isIPv6 } from "node:net";

/**
 * The client as per-address limits count it. An IPv4 address is one client; an IPv6 client is its /64, the
 * smallest block a provider hands one customer (each customer holds 2^64 addresses, so counting whole addresses
 * would give every script unlimited tries). An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
 */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(bare)) return ip;
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, lower case without leading zeros (an IPv4 tail becomes two groups). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? (text.split("::") as [string, string]) : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...middle, ...right].map((group) => parseInt(group || "0", 16).toString(16));
}
