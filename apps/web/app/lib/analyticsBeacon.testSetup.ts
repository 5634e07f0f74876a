// happy-dom sends a beacon with fetch to localhost:3000 and rejects unhandled when nothing answers; unit tests
// render components that count views, so their beacons go nowhere here (the browser tests check real delivery).
Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: () => true });
