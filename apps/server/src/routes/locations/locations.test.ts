import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/testApp.ts";

describe("locations", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists countries with code and name, sorted by name", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/locations/countries" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(200);
    expect(data).toContainEqual({ code: "IN", name: "India" });
    const names = data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "en")));
    expect(res.headers["cache-control"]).toContain("s-maxage");
  });

  it("lists states of a country and cities of a state", async () => {
    const states = (await t.app.inject({ method: "GET", url: "/api/locations/states?country=in" })).json().data;
    expect(states).toContainEqual({ code: "KL", name: "Kerala" });
    const cities = (await t.app.inject({ method: "GET", url: "/api/locations/cities?country=IN&state=KL" })).json().data;
    expect(cities).toContain("Kollam");
  });

  it("offers the state itself when the dataset has no city for it", async () => {
    const states = (await t.app.inject({ method: "GET", url: "/api/locations/states?country=GB" })).json().data as Array<{ code: string; name: string }>;
    const leics = states.find((s) => s.name === "Leicestershire")!;
    const cities = (await t.app.inject({ method: "GET", url: `/api/locations/cities?country=GB&state=${leics.code}` })).json().data;
    expect(cities).toEqual(["Leicestershire"]);
  });

  it("answers 400 naming the parameter for bad input and 404 for unknown codes", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/locations/states" })).json()).toMatchObject({ field: "country" });
    expect((await t.app.inject({ method: "GET", url: "/api/locations/states?country=India" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/locations/states?country=XX" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/locations/cities?country=IN" })).json()).toMatchObject({ field: "state" });
    expect((await t.app.inject({ method: "GET", url: "/api/locations/cities?country=IN&state=QQ" })).statusCode).toBe(404);
  });
});
