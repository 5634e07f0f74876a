import { newObjectId } from "../infra/ids.ts";
import type { Db } from "./client.ts";
import { deepDiveCards } from "./schema.ts";

export type DeepDiveCardInsert = typeof deepDiveCards.$inferInsert;

let sequence = 0;

/** A deep-dive card with believable defaults (tests and the demo seed). */
export function buildDeepDiveCard(overrides: Partial<DeepDiveCardInsert> = {}): DeepDiveCardInsert & { id: string } {
  const n = ++sequence;
  return {
    id: newObjectId(),
    title: `Deep dive ${n}`,
    category: "Economics",
    img: null,
    content: `<p>Summary of deep dive ${n}.</p>`,
    heading: `The long read, part ${n}`,
    image: null,
    sections: [{ subheading: `Section one of ${n}`, paragraph: `<p>First section of deep dive ${n}.</p>` }],
    sortOrder: n,
    status: "published",
    ...overrides,
  } as DeepDiveCardInsert & { id: string };
}

type DemoCard = Pick<DeepDiveCardInsert, "title" | "category" | "content" | "heading"> & {
  sections: Array<{ subheading: string; paragraph: string; video?: string }>;
};
/** A section row: subheading, paragraph text, and an optional video address. */
type SectionRow = readonly [subheading: string, text: string, video?: string];

/** One demo card from plain text: the summary and each paragraph become one HTML paragraph. */
const demoCard = (category: string, title: string, summary: string, heading: string, sections: readonly SectionRow[]): DemoCard => ({
  title,
  category,
  content: `<p>${summary}</p>`,
  heading,
  sections: sections.map(([subheading, text, video]) => ({ subheading, paragraph: `<p>${text}</p>`, ...(video ? { video } : {}) })),
});

/** Four demo cards (spec 000 §3: Economics, Environment, Technology, Science), written for this project. */
const DEMO_CARDS: DemoCard[] = [
  demoCard(
    "Economics",
    "The pound-rupee corridor: what remittances tell us about two economies",
    "Money sent home from Britain to India shapes household budgets in Leicester and Ludhiana alike. We follow the money.",
    "Following the money from British high streets to Indian villages",
    [
      [
        "A family budget stretched across two countries",
        "For many families in the diaspora, a monthly transfer home is a fixed cost, planned as carefully as rent. Exchange-rate swings of a few pence change what arrives by thousands of rupees.",
      ],
      [
        "Why transfer fees matter more than headlines",
        "Comparison services have pushed fees down, but small transfers still lose a larger share to charges. Advisers recommend checking the rate offered, not only the fee.",
      ],
      [
        "What economists expect next",
        "Analysts expect digital payment links between the two countries to cut costs further, while warning that savings rarely reach the smallest senders first.",
      ],
    ],
  ),
  demoCard(
    "Environment",
    "Monsoon to Midlands: how a changing climate links two weather systems",
    "Heavier monsoons and wetter British winters are part of the same warming story. Scientists explain the connection.",
    "One warming planet, two very different rain seasons",
    [
      [
        "Warmer air holds more water",
        "Each degree of warming lets the air carry roughly seven per cent more moisture, which falls as heavier bursts of rain in both South Asia and western Europe.",
      ],
      [
        "Farmers adapt on both sides",
        "Growers in Punjab are trialling flood-tolerant rice, while allotment holders in the Midlands are raising beds and planting earlier.",
        "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      ],
      [
        "What can still be done",
        "Researchers stress that cutting emissions now limits how much worse the extremes become, and that early-warning systems already save lives.",
      ],
    ],
  ),
  demoCard(
    "Technology",
    "Inside the start-ups building payment apps for the diaspora",
    "A new wave of London and Bengaluru founders is designing financial apps around families who live across borders.",
    "Code for families who live in two countries at once",
    [
      [
        "Born from a founder's own frustration",
        "Several founders we spoke to started after struggling to pay a parent's bills from abroad, and built the tools they wished had existed.",
      ],
      [
        "Regulation on two fronts",
        "Start-ups must satisfy regulators in both countries, which slows launches but, founders say, builds the trust their customers need.",
      ],
      ["The next product", "Shared family wallets and bill payment for relatives are the features users ask for most often."],
    ],
  ),
  demoCard(
    "Science",
    "From Sriharikota to Harwell: the science partnership reaching for the Moon",
    "British and Indian space scientists are sharing instruments, data and ambitions. We look at what the partnership has produced.",
    "Two space programmes, one shared sky",
    [
      [
        "Instruments built in Oxfordshire",
        "Engineers at Harwell have contributed sensors and testing time, while Indian missions offer rides to orbit at a fraction of the usual cost.",
      ],
      ["Students in the lab", "Exchange programmes send PhD students between the two countries, and several now lead their own research groups."],
      ["Where the partnership goes next", "Both agencies are studying joint work on lunar science and Earth observation for monsoon forecasting."],
    ],
  ),
];

/** Inserts the four demo cards, each with the seed's deep-dive scene images. */
export async function seedDeepDiveCards(db: Db): Promise<void> {
  const rows = DEMO_CARDS.map((card, i) =>
    buildDeepDiveCard({
      ...card,
      img: `/media/seed/deepdive-${i % 4}-1200.webp`,
      image: `/media/seed/deepdive-${(i + 1) % 4}-1200.webp`,
      sections: card.sections.map((s, j) => ({ ...s, ...(j === 0 ? { image: `/media/seed/deepdive-${(i + 2) % 4}-1200.webp` } : {}) })),
      sortOrder: i,
    }),
  );
  await db.insert(deepDiveCards).values(rows);
}
