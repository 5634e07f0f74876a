import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_SERVICE_ORIGINS, isAllowedPushEndpoint, parsePushServiceOrigins } from "./pushServiceOrigins.ts";

const defaults = parsePushServiceOrigins(DEFAULT_PUSH_SERVICE_ORIGINS);

describe("push service allow-list", () => {
  it("lets the browsers' push services through by default", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-by3p.notify.windows.com/w/?token=BQYAAA",
    ])
      expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(true);
  });

  it("refuses every other endpoint: other hosts, look-alikes, plain http, credentials, internal addresses", () => {
    for (const endpoint of [
      "https://evil.example/push",
      "https://fcm.googleapis.com.evil.example/x",
      "https://notify.windows.com/x",
      "https://evilnotify.windows.com/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/x",
      "http://127.0.0.1:9000/push/x",
      "http://169.254.169.254/latest/meta-data",
      "not a url",
    ])
      expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(false);
  });

  it("allows plain http only for a loopback origin named in the list", () => {
    const local = parsePushServiceOrigins("http://127.0.0.1:9000, http://localhost:9001");
    expect(isAllowedPushEndpoint("http://127.0.0.1:9000/push/a", local)).toBe(true);
    expect(isAllowedPushEndpoint("http://localhost:9001/push/a", local)).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:9002/push/a", local)).toBe(false);
    expect(() => parsePushServiceOrigins("http://push.example.com")).toThrow(/plain http only for loopback/);
    expect(() => parsePushServiceOrigins("https://push.example.com/path")).toThrow(/origin only/);
    expect(() => parsePushServiceOrigins("nonsense")).toThrow(/not an origin/);
  });
});

describe("push settings", () => {
  it("are checked at start-up, naming the setting", async () => {
    const { parseEnv } = await import("../infra/env.ts");
    expect(parseEnv({}).PUSH_SERVICE_ORIGINS).toBe(DEFAULT_PUSH_SERVICE_ORIGINS);
    expect(() => parseEnv({ PUSH_SERVICE_ORIGINS: "http://push.example.com" })).toThrow(
      /PUSH_SERVICE_ORIGINS: http:\/\/push.example.com: plain http only for loopback/,
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: `B${"A".repeat(86)}` })).toThrow(/VAPID_PRIVATE_KEY: set both/);
    expect(() => parseEnv({ VAPID_SUBJECT: "alerts@matv.example" })).toThrow(/VAPID_SUBJECT: must be a mailto: or https: address/);
    expect(parseEnv({ VAPID_SUBJECT: "mailto:alerts@matv.example" }).VAPID_SUBJECT).toBe("mailto:alerts@matv.example");
  });
});
