import { sectionByKey } from "@matv/shared";
import { data } from "react-router";
import { ArticleCard } from "../components/ArticleCard";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/section";

/** One listing page for all 15 sections; which one comes from the URL and the registry. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).pathname.split("/")[1] ?? "";
  const section = sectionByKey(key);
  if (!section) throw data(null, { status: 404 });
  const articles = await context.services.articles.listPublishedByPage(section.pageName, { limit: 24 });
  return { section, articles, url: `${context.origin}${section.path}` };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? pageMeta({ title: d.section.navLabel, description: d.section.description, url: d.url, image: d.articles[0]?.imageUrl }) : [];

export default function SectionPage({ loaderData }: Route.ComponentProps) {
  const { section, articles } = loaderData;
  const [first, ...rest] = articles;
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="mb-6 text-3xl font-extrabold">
        {section.navLabel}
      </h1>
      {!first ? (
        <p>{section.emptyMessage}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <div className="sm:col-span-2 lg:col-span-3">
            <ArticleCard article={first} size="large" priority headingLevel="h2" />
          </div>
          {rest.map((article) => (
            <ArticleCard key={article._id} article={article} headingLevel="h2" />
          ))}
        </div>
      )}
    </section>
  );
}
