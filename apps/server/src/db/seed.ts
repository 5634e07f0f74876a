import { randomBytes } from "node:crypto";
import { CATEGORY_SECTIONS, HOME_FEEDS, readTimeMinutes } from "@matv/shared";
import { sql } from "drizzle-orm";
import type { ObjectStorage } from "../infra/storage/index.ts";
import { createStaffUsersService } from "../services/staffUsers.ts";
import type { Database } from "./client.ts";
import { seedDeepDiveCards } from "./deepDiveSeed.ts";
import { DEMO_HINDI } from "./demoContentHindi.ts";
import { DEMO_ARTICLES, DEMO_AUTHORS, DEMO_BLOGS, type DemoArticle, type DemoBlog, type DemoPageName } from "./demoContent.ts";
import { type ArticleInsert, type AuthorInsert, buildArticle, buildAuthor, buildBlog } from "./factories.ts";
import { articles, authors } from "./schema.ts";
import { seedSiteDocuments } from "./siteDocumentsSeed.ts";
import { writeAvatarImage, writeSceneImage } from "./seedImages.ts";
import { seedDemoPetition } from "./petitionSeed.ts";
import { seedDemoLiveBlog } from "./liveBlogSeed.ts";
import { seedDemoProgrammes } from "./programmesSeed.ts";

export interface SeedResult {
  seeded: boolean;
  staff?: { email: string; password: string; generated: boolean };
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const toHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");

/** Deterministic numbers so every fresh seed looks the same. */
function seeded(n: number): number {
  const x = Math.sin(n * 9301 + 49297) * 233280;
  return x - Math.floor(x);
}

function categoryFor(pageName: DemoPageName, article: DemoArticle): string {
  const section = CATEGORY_SECTIONS.find((s) => s.pageName === pageName);
  if (section) return section.defaultCategory;
  if (pageName === "Sports" || pageName === "DeepDive") return article.tags[0] ?? "News";
  return HOME_FEEDS.find((f) => f.pageName === pageName)?.label ?? "News";
}

/**
 * Fills an empty database with the demo newsroom: every section and feed, authors with avatars,
 * blogs for each category page, a live blog on the home page, the channel's shows with three weeks of schedule and
 * their recordings (ADR 073), and a staff account. Does nothing when articles already exist.
 * With `demo: false` (SEED_DEMO=false) only the first staff account is made, when there is none.
 */
export async function seedDemoContent(
  database: Database,
  options: { storage: ObjectStorage; demo?: boolean; adminEmail?: string; adminPassword?: string; now?: Date },
): Promise<SeedResult> {
  const { db } = database;
  if (options.demo === false) return { seeded: false, staff: await firstStaffAccount(database, options) };
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
  if (n > 0) return { seeded: false };

  const { storage } = options;
  const now = options.now ?? new Date();

  const authorRows: AuthorInsert[] = [];
  for (const [i, a] of DEMO_AUTHORS.entries()) {
    authorRows.push(
      buildAuthor({
        name: a.name,
        email: `${a.name.toLowerCase().replace(/[^a-z]+/g, ".")}@matv.example`,
        bio: a.bio,
        title: a.title,
        category: a.category,
        location: a.location,
        expertise: a.expertise,
        socialLinks: a.socialLinks,
        avatar: await writeAvatarImage(storage, a.name),
        followersCount: Math.round(200 + seeded(i) * 5000),
        joinedDate: new Date(Date.UTC(2015 + i, i, 1 + i)),
      }),
    );
  }

  const articleRows: ArticleInsert[] = [];
  // Demo stories are published desk stories: the byline's author by id, alt text for the hero image.
  const authorIdByName = new Map(authorRows.map((a) => [a.name.toLowerCase(), a.id as string]));
  let counter = 0;
  // Stories written in Devanagari are Hindi stories (the Hindi edition's own, ADR 077).
  const languageOf = (title: string) => (/[\u0900-\u097F]/.test(title) ? "hi" : "en");
  for (const [pageName, list] of Object.entries(DEMO_ARTICLES) as Array<[DemoPageName, DemoArticle[]]>) {
    const images: string[] = [];
    for (let i = 0; i < 4; i++) images.push(await writeSceneImage(storage, `${pageName.toLowerCase()}-${i}`));
    for (const [i, a] of list.entries()) {
      counter++;
      const content = toHtml(a.paragraphs);
      // Spread over the last four days, newest first within each page.
      const publishedAt = new Date(now.getTime() - (i * 5 + seeded(counter) * 4) * 3_600_000 - counter * 60_000);
      const source = buildArticle({
        title: a.title,
        language: languageOf(a.title),
        subtitle: a.subtitle,
        summary: a.summary,
        content,
        author: a.author,
        authorId: a.author ? (authorIdByName.get(a.author.toLowerCase()) ?? null) : null,
        status: "published",
        category: categoryFor(pageName, a),
        pages: [pageName],
        tags: a.tags,
        imageUrl: images[i % images.length],
        imageAlt: a.title,
        location: a.location ?? null,
        source: "MATV Newsroom",
        publishedAt,
        updatedAt: publishedAt,
        createdAt: publishedAt,
        readTime: readTimeMinutes(content),
        views: Math.round(seeded(counter + 1000) * 250_000),
        likes: Math.round(seeded(counter + 2000) * 4_000),
        comments: Math.round(seeded(counter + 3000) * 300),
        isTrending: i < 2,
        isBreaking: pageName === "LatestNews" && i === 0,
        isLive: pageName === "LatestNews" && i === 1,
        featured: i < 3,
        isEyewitness: pageName === "Community" && i % 3 === 0,
        isVideo: pageName === "TopStories" && i === 2,
        videoDuration: pageName === "TopStories" && i === 2 ? "4:12" : null,
      });
      articleRows.push(source);
      // The Hindi edition of the story, when the demo has one: the same placement, picture and byline.
      const hindi = DEMO_HINDI[pageName]?.find((t) => t.source === i);
      if (hindi) {
        source.translationGroup = source.id;
        const content = toHtml(hindi.paragraphs);
        const translatedAt = new Date(publishedAt.getTime() + 20 * 60_000);
        const { id: _sourceId, ...copied } = source;
        articleRows.push(
          buildArticle({
            ...copied,
            language: "hi",
            translationGroup: source.id,
            title: hindi.title,
            subtitle: null,
            summary: hindi.summary,
            content,
            tags: hindi.tags,
            imageAlt: hindi.title,
            publishedAt: translatedAt,
            updatedAt: translatedAt,
            createdAt: translatedAt,
            readTime: readTimeMinutes(content),
            isBreaking: false,
            isLive: false,
          }),
        );
      }
    }
  }

  const blogRows: ArticleInsert[] = [];
  for (const [pageName, list] of Object.entries(DEMO_BLOGS) as Array<[string, DemoBlog[]]>) {
    for (const [i, b] of list.entries()) {
      blogRows.push(
        buildBlog({
          title: b.title,
          summary: b.summary,
          author: b.author,
          // The byline's author record, as the desk saves it: a save from the editor keeps the byline.
          authorId: b.author ? (authorIdByName.get(b.author.toLowerCase()) ?? null) : null,
          content: toHtml(b.paragraphs),
          pages: [pageName],
          imageUrl: `/media/seed/${pageName.toLowerCase()}-${(i + 1) % 4}-1200.webp`,
          imageAlt: b.title,
          publishDate: new Date(now.getTime() - (i + 1) * 26 * 3_600_000),
        }),
      );
    }
  }

  const staff = createStaffUsersService(db);
  const needStaff = (await staff.count()) === 0 || Boolean(options.adminEmail && options.adminPassword);
  const staffAccount = needStaff
    ? {
        email: options.adminEmail ?? "admin@matv.local",
        password: options.adminPassword ?? randomBytes(12).toString("base64url"),
        generated: !options.adminPassword,
      }
    : undefined;

  await db.transaction(async (tx) => {
    await tx.insert(authors).values(authorRows);
    for (let i = 0; i < articleRows.length; i += 50) await tx.insert(articles).values(articleRows.slice(i, i + 50));
    await tx.insert(articles).values(blogRows);
    await seedSiteDocuments(tx, now);
    await seedDeepDiveCards(tx);
  });
  if (staffAccount) await staff.upsert({ email: staffAccount.email, password: staffAccount.password, role: "admin", name: "Site administrator" });
  await seedDemoPetition(db, { storage, now });
  await seedDemoLiveBlog(db, { now });
  await seedDemoProgrammes(db, { storage, now });

  return { seeded: true, staff: staffAccount };
}

/** The first staff account on a database without any: ADMIN_EMAIL/ADMIN_PASSWORD, or a generated password. */
async function firstStaffAccount(database: Database, options: { adminEmail?: string; adminPassword?: string }): Promise<SeedResult["staff"]> {
  const staff = createStaffUsersService(database.db);
  if ((await staff.count()) > 0) return undefined;
  const account = {
    email: options.adminEmail ?? "admin@matv.local",
    password: options.adminPassword ?? randomBytes(12).toString("base64url"),
    generated: !options.adminPassword,
  };
  await staff.upsert({ email: account.email, password: account.password, role: "admin", name: "Site administrator" });
  return account;
}
