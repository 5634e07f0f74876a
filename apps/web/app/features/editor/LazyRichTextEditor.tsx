import { lazy, Suspense } from "react";
import type { RichTextEditorProps } from "./RichTextEditor";

const RichTextEditor = lazy(() => import("./RichTextEditor"));

/** The rich-text editor as its own chunk: only staff pages that render it download Tiptap. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<p className="mt-1">Loading the editor...</p>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
