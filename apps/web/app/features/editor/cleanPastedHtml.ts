/**
 * Pasted HTML from Word or Google Docs, cleaned before the editor's schema reads it. The schema
 * already drops every tag and attribute it does not know; this removes what it would otherwise read
 * wrongly or keep as noise: Word's `mso-*` styles, list-bullet glyphs and conditional comments,
 * Google Docs' `<b style="font-weight:normal" id="docs-internal-guid-...">` wrapper (which would make
 * the whole paste bold), and spans left empty or with no attributes.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;

  for (const element of Array.from(body.querySelectorAll("style, meta, link, script, xml, title"))) element.remove();
  removeComments(body);

  // Word's list markers ("·", "1.") sit in spans styled mso-list:Ignore: the list itself carries the numbering.
  for (const element of Array.from(body.querySelectorAll("[style]"))) {
    if (/mso-list\s*:\s*ignore/i.test(element.getAttribute("style") ?? "")) element.remove();
  }

  // Google Docs wraps the whole clipboard in a bold element whose style says it is not bold.
  for (const element of Array.from(body.querySelectorAll("b"))) {
    if (/font-weight\s*:\s*(normal|400)/i.test(element.getAttribute("style") ?? "") || element.id.startsWith("docs-internal-guid")) unwrap(element);
  }

  for (const element of Array.from(body.querySelectorAll("*"))) {
    const style = element.getAttribute("style");
    if (style !== null) {
      const kept = style
        .split(";")
        .map((declaration) => declaration.trim())
        .filter((declaration) => declaration && !/^mso-/i.test(declaration));
      if (kept.length) element.setAttribute("style", kept.join("; "));
      else element.removeAttribute("style");
    }
    if (/^Mso/.test(element.getAttribute("class") ?? "")) element.removeAttribute("class");
    // Word's namespaced tags (<o:p>, <w:...>) carry nothing readers see.
    if (element.tagName.includes(":")) unwrap(element);
  }

  for (const span of Array.from(body.querySelectorAll("span")).reverse()) {
    if (!span.textContent?.trim() && !span.querySelector("img, br")) span.remove();
    else if (span.attributes.length === 0) unwrap(span);
  }
  return body.innerHTML;
}

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

function removeComments(root: Node) {
  const walker = root.ownerDocument!.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}
