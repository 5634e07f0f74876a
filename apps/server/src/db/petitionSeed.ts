import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { newObjectId } from "../infra/ids.ts";
import { petitions, signatures } from "./schema.ts";
import type { ObjectStorage } from "../infra/storage/index.ts";
import { writeSceneImage } from "./seedImages.ts";

/** The demo petition's text, written for this project (spec 001 §1: a campaign to save a nurse). */
export const DEMO_PETITION = {
  title: "Save the Indian nurse facing execution in Yemen",
  description:
    "A nurse from Kerala who went to Yemen to support her family has been sentenced to death. Her family, her community and the diaspora ask the governments involved to act before it is too late.",
  decisionMaker: "Government of India and Yemen authorities",
  story: {
    paragraphs: [
      "She trained as a nurse in Kerala and, like thousands of Indian health workers, went abroad to earn enough to support her parents and her young daughter. For years she worked in hospitals and later ran a small clinic in Sana'a.",
      "After a dispute with a local business partner that her family says left her without her passport and in fear for her safety, she was arrested, tried and sentenced to death. Her appeals in Yemen's courts have been exhausted.",
      "Under Yemeni law a death sentence can be set aside if the victim's family agrees to accept compensation. Her mother has travelled to Yemen to seek that agreement, and community groups in India and the UK have raised funds, but talks need the support of both governments to succeed.",
      "We are asking the Government of India to use every diplomatic channel it has, and the authorities in Yemen to halt the execution while those talks continue. Every signature shows that people across the diaspora are watching and care about the outcome.",
    ],
    currentSituation: [
      "The death sentence has been upheld on appeal and an execution date could be set at short notice.",
      "Her mother is in Yemen, working with a local representative to meet the victim's family.",
      "Community organisations have pledged funds towards a settlement, but negotiations have stalled.",
      "India has no embassy in Sana'a, so consular help has to come through officials working from elsewhere in the region.",
    ],
  },
  goal: 1000,
  /** The deadline is this many days after the seed runs. */
  deadlineDays: 12,
} as const;

const DEMO_SIGNERS: Array<[string, string, string, boolean]> = [
  ["Anita", "Menon", "Leicester, England, United Kingdom", true],
  ["Rahul", "Varghese", "Kochi, Kerala, India", true],
  ["Sarah", "Thompson", "London, England, United Kingdom", false],
  ["Joseph", "Mathew", "Dubai, United Arab Emirates", true],
  ["Priya", "Nair", "Birmingham, England, United Kingdom", true],
  ["Deepak", "Pillai", "Toronto, Ontario, Canada", false],
  ["Meera", "Kurian", "Thiruvananthapuram, Kerala, India", true],
];

/** Seeds the demo petition with a few signatures, once (does nothing when a petition exists). */
export async function seedDemoPetition(db: Db, options: { storage: ObjectStorage; now?: Date }): Promise<string | null> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(petitions);
  if (n > 0) return null;
  const now = options.now ?? new Date();
  const id = newObjectId(new Date(now.getTime() - 10 * 86_400_000));
  const imageUrl = await writeSceneImage(options.storage, "petition");
  await db.transaction(async (tx) => {
    await tx.insert(petitions).values({
      id,
      title: DEMO_PETITION.title,
      description: DEMO_PETITION.description,
      decisionMaker: DEMO_PETITION.decisionMaker,
      imageUrl,
      story: { paragraphs: [...DEMO_PETITION.story.paragraphs], currentSituation: [...DEMO_PETITION.story.currentSituation] },
      goal: DEMO_PETITION.goal,
      deadline: new Date(now.getTime() + DEMO_PETITION.deadlineDays * 86_400_000),
      status: "open",
      createdAt: new Date(now.getTime() - 10 * 86_400_000),
    });
    await tx.insert(signatures).values(
      DEMO_SIGNERS.map(([firstName, lastName, location, displayName], i) => ({
        id: newObjectId(),
        petitionId: id,
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
        location,
        displayName,
        createdAt: new Date(now.getTime() - (DEMO_SIGNERS.length - i) * 47 * 60_000),
      })),
    );
  });
  return id;
}
