import { describe, expect, it } from "vitest";
import { addressKey } from "./clientAddress.ts";

describe("addressKey", () => {
  it("counts an IPv4 client by its address, also when written as IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = addressKey("2001:db8:aa:bb::1");
    expect(key).toBe("2001:db8:aa:bb::/64");
    for (const same of ["2001:0db8:00aa:00bb:ffff:1:2:3", "2001:DB8:AA:BB:0:0:0:9", "2001:db8:aa:bb::1%eth0", "2001:db8:aa:bb:1::"])
      expect(addressKey(same), same).toBe(key);
    expect(addressKey("2001:db8:aa:bc::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves anything else as it is", () => {
    expect(addressKey("not an address")).toBe("not an address");
    expect(addressKey("")).toBe("");
  });
});
