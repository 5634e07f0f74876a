import type { Editor } from "@tiptap/core";

/** Void elements written as the sanitiser writes them (`<br />`), attributes always double-quoted by the serialiser. */
const VOID_ELEMENT = /<(br|hr|img)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/g;

/**
 * The editor's document as the HTML the desk saves: exactly what the server's sanitiser keeps
 * unchanged (packages/shared/src/editorHtmlFixtures.ts), and "" for an empty body.
 */
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return "";
  return editor.getHTML().replace(VOID_ELEMENT, "<$1$2 />");
}
