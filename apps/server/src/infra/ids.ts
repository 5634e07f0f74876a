import { randomBytes } from "node:crypto";

let counter = randomBytes(3).readUIntBE(0, 3);
const processRandom = randomBytes(5);

/** A new 24-hex ObjectId-style id: 4-byte seconds, 5 random bytes per process, 3-byte counter. */
export function newObjectId(date: Date = new Date()): string {
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(Math.floor(date.getTime() / 1000), 0);
  processRandom.copy(buf, 4);
  counter = (counter + 1) % 0xffffff;
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString("hex");
}
