// One constant-rate measurement in a process of its own, printed as JSON on stdout (see
// constantRateInFreshProcess): url, rate per second, seconds.
import { constantRate } from "./constantRate.ts";

const [url, rate, seconds] = process.argv.slice(2);
const result = await constantRate(url!, { rate: Number(rate), seconds: Number(seconds) });
process.stdout.write(JSON.stringify(result));
