import { SITE } from "@matv/shared";
import { ArticleCard } from "../components/ArticleCard";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const [latest, topStories] = await Promise.all([
    context.services.articles.listPublishedByPage("LatestNews", { limit: 6 }),
    context.services.articles.listPublishedByPage("TopStories", { limit: 6 }),
  ]);
  return { latest, topStories, origin: context.origin };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: SITE.fullName,
    description: SITE.description,
    url: `${data?.origin ?? ""}/`,
    jsonLd: { "@context": "https://schema.org", "@type": "NewsMediaOrganization", name: SITE.fullName, url: `${data?.origin ?? ""}/`, logo: `${data?.origin ?? ""}/logo.jpg` },
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { latest, topStories } = loaderData;
  return (
    <div className="space-y-12">
      <h1 className="sr-only">{SITE.fullName}: {SITE.tagline}</h1>
      <section aria-labelledby="latest-title">
        <h2 id="latest-title" className="mb-4 text-2xl font-extrabold">
          More to Explore
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {latest.map((article, i) => (
            <ArticleCard key={article._id} article={article} priority={i < 2} />
          ))}
        </div>
      </section>
      <section aria-labelledby="top-title">
        <h2 id="top-title" className="mb-4 text-2xl font-extrabold">
          Top Stories
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {topStories.map((article) => (
            <ArticleCard key={article._id} article={article} />
          ))}
        </div>
      </section>
    </div>
  );
}
