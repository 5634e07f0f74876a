import { DEFAULT_EDITION, type EditionCode, editionByCode, EDITIONS, liveBlogPath, type LiveBlogListItemWire } from "@matv/shared";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { inputClass, labelClass, primaryButton } from "../admin/ui";
import { sessionUser } from "../admin/session";
import { LanguageOptions, languageName, SourceChangedBadge } from "../desk/Translations";
import { createLiveBlog, listLiveBlogs } from "./liveBlogApi";
import { LiveBlogStatusBadge } from "./LiveBlogStatusBadge";

/** /admin/liveblogs: every live blog, and (editors) a new one by title. */
export function LiveBlogList() {
  const [blogs, setBlogs] = useState<LiveBlogListItemWire[] | null>(null);
  const [error, setError] = useState("");
  const [title, setTitle] = useState("");
  const titleId = useId();
  /** The new blog's language (ADR 077): English unless the editor picks another edition; fixed once created. */
  const [newLanguage, setNewLanguage] = useState<EditionCode>(DEFAULT_EDITION.code);
  const newLanguageId = useId();
  const languageId = useId();
  /** The language filter (ADR 079): every blog when empty. */
  const [language, setLanguage] = useState("");
  const shown = blogs?.filter((blog) => !language || blog.language === language) ?? null;
  const navigate = useNavigate();
  const canCreate = sessionUser()?.role !== "writer";

  useEffect(() => {
    listLiveBlogs().then(setBlogs, (e: Error) => setError(e.message));
  }, []);

  return (
    <section aria-labelledby="liveblogs-title">
      <h1 id="liveblogs-title" className="text-2xl font-bold">
        Live blogs
      </h1>
      {canCreate && (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            createLiveBlog({ title, language: newLanguage }).then(
              (blog) => navigate(`/admin/liveblogs/${blog._id}`),
              (e: Error) => setError(e.message),
            );
          }}
        >
          <div className="min-w-64 flex-1">
            <label htmlFor={titleId} className={labelClass}>
              New live blog title
            </label>
            <input
              id={titleId}
              lang={editionByCode(newLanguage).lang}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={newLanguageId} className={labelClass}>
              New live blog language
            </label>
            <select id={newLanguageId} value={newLanguage} onChange={(e) => setNewLanguage(e.target.value as EditionCode)} className={inputClass}>
              {EDITIONS.map((edition) => (
                <option key={edition.code} value={edition.code}>
                  {languageName(edition.code)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={primaryButton}>
            Create live blog
          </button>
        </form>
      )}
      <p role="alert" className="mt-2 text-red-800">
        {error}
      </p>
      {blogs && blogs.length > 0 && (
        <div className="mt-4">
          <label htmlFor={languageId} className={labelClass}>
            Language
          </label>
          <select id={languageId} value={language} onChange={(e) => setLanguage(e.target.value)} className={inputClass}>
            <LanguageOptions />
          </select>
        </div>
      )}
      {shown && shown.length === 0 && <p className="mt-4">{language ? "No live blogs in this language." : "No live blogs yet."}</p>}
      {shown && shown.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-300">
              <th className="py-2">Title</th>
              <th>Language</th>
              <th>Status</th>
              <th>Entries</th>
              <th>Last entry</th>
              <th>Reader page</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((blog) => (
              <tr key={blog._id} className="border-b border-gray-200">
                <td className="py-2">
                  <Link to={`/admin/liveblogs/${blog._id}`} className="font-semibold underline">
                    {blog.title}
                  </Link>
                </td>
                <td>{languageName(blog.language)}</td>
                <td>
                  <LiveBlogStatusBadge status={blog.status} />
                  {blog.stale && <SourceChangedBadge />}
                </td>
                <td>{blog.entryCount}</td>
                <td>{blog.lastEntryAt ? new Date(blog.lastEntryAt).toLocaleString("en-GB") : "None"}</td>
                <td>
                  {blog.status === "draft" ? (
                    "Not on the site"
                  ) : (
                    <a href={liveBlogPath(blog)} className="underline">
                      Open<span className="sr-only"> {blog.title}</span>
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
