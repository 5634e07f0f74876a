/**
 * HTML exactly as the desk's rich-text editor writes it, one entry per kind of node or mark it makes
 * (apps/web/app/features/editor). Two tests hold the contract between the editor and the one
 * sanitiser: void elements are written as the sanitiser writes them (`<br />`), and the web test checks the editor emits each string unchanged, the server test
 * (apps/server/src/rules/sanitizeHtml.editor.test.ts) that sanitising each string is the identity.
 */
export const EDITOR_HTML_FIXTURES: Readonly<Record<string, string>> = {
  paragraph: '<p>Plain text with &amp; ampersand &lt;and&gt; angle brackets and "quotes".</p>',
  bold: "<p>Some <strong>bold</strong> words.</p>",
  italic: "<p>Some <em>italic</em> words.</p>",
  boldItalic: "<p><strong><em>Both at once</em></strong></p>",
  underline: "<p><u>Underlined</u></p>",
  strike: "<p><s>Struck</s></p>",
  inlineCode: "<p><code>npm test</code></p>",
  headings: "<h2>A section</h2><h3>A subsection</h3><p>Text.</p>",
  link: '<p>Read <a href="https://www.gov.uk/guidance?x=1&amp;y=2">the guidance</a> now.</p>',
  mailto: '<p><a href="mailto:newsdesk@example.com">Email the newsdesk</a></p>',
  bulletList: "<ul><li><p>One</p></li><li><p>Two</p></li></ul>",
  orderedList: "<ol><li><p>First</p></li><li><p>Second</p></li></ol>",
  nestedList: "<ul><li><p>Outer</p><ul><li><p>Inner</p></li></ul></li></ul>",
  blockquote: "<blockquote><p>A quoted line.</p></blockquote>",
  hardBreak: "<p>Line one<br />Line two</p>",
  horizontalRule: "<p>Above</p><hr /><p>Below</p>",
  image: '<img loading="lazy" src="/uploads/2026/11/photo-1200.webp" alt="Crowds on Westminster Bridge" />',
  youtube:
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video player" width="560" height="315" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen="true"></iframe>',
};
